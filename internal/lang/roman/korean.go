package roman

import "strings"

// Hangul syllable decomposition (Unicode §3.12).
const (
	hangulBase  = 0xAC00
	hangulLast  = 0xD7A3
	vowelCount  = 21
	finalCount  = 28
	syllablePer = vowelCount * finalCount
)

// Initial consonants (choseong) in Unicode order.
var rrInitial = [...]string{"g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"}

// Vowels (jungseong) in Unicode order.
var rrVowel = [...]string{"a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i"}

// Final consonant indexes (jongseong), 0 = none.
const (
	fNone = iota
	fG    // ㄱ
	fGG   // ㄲ
	fGS   // ㄳ
	fN    // ㄴ
	fNJ   // ㄵ
	fNH   // ㄶ
	fD    // ㄷ
	fL    // ㄹ
	fLG   // ㄺ
	fLM   // ㄻ
	fLB   // ㄼ
	fLS   // ㄽ
	fLT   // ㄾ
	fLP   // ㄿ
	fLH   // ㅀ
	fM    // ㅁ
	fB    // ㅂ
	fBS   // ㅄ
	fS    // ㅅ
	fSS   // ㅆ
	fNG   // ㅇ
	fJ    // ㅈ
	fC    // ㅊ
	fK    // ㅋ
	fT    // ㅌ
	fP    // ㅍ
	fH    // ㅎ
)

// Initial consonant indexes.
const (
	iG = iota
	iGG
	iN
	iD
	iDD
	iR
	iM
	iB
	iBB
	iS
	iSS
	iNone
	iJ
	iJJ
	iC
	iK
	iT
	iP
	iH
)

// finalSplit gives, for a final, the part that stays and the initial that
// moves to a following syllable starting with ㅇ (liaison). -1 = nothing moves.
var finalSplit = [finalCount]struct{ stay, move int }{
	fNone: {fNone, -1}, fG: {fNone, iG}, fGG: {fNone, iGG}, fGS: {fG, iS},
	fN: {fNone, iN}, fNJ: {fN, iJ}, fNH: {fN, -1}, fD: {fNone, iD},
	fL: {fNone, iR}, fLG: {fL, iG}, fLM: {fL, iM}, fLB: {fL, iB},
	fLS: {fL, iS}, fLT: {fL, iT}, fLP: {fL, iP}, fLH: {fL, -1},
	fM: {fNone, iM}, fB: {fNone, iB}, fBS: {fB, iS}, fS: {fNone, iS},
	fSS: {fNone, iSS}, fNG: {fNG, -1}, fJ: {fNone, iJ}, fC: {fNone, iC},
	fK: {fNone, iK}, fT: {fNone, iT}, fP: {fNone, iP}, fH: {fNone, -1},
}

// Neutralised final sounds.
const (
	cNone = iota
	cK
	cN
	cT
	cL
	cM
	cP
	cNG
)

var finalClass = [finalCount]int{
	fNone: cNone, fG: cK, fGG: cK, fGS: cK, fN: cN, fNJ: cN, fNH: cN, fD: cT,
	fL: cL, fLG: cK, fLM: cM, fLB: cL, fLS: cL, fLT: cL, fLP: cP, fLH: cL,
	fM: cM, fB: cP, fBS: cP, fS: cT, fSS: cT, fNG: cNG, fJ: cT, fC: cT,
	fK: cK, fT: cT, fP: cP, fH: cT,
}

var classRoman = [...]string{cNone: "", cK: "k", cN: "n", cT: "t", cL: "l", cM: "m", cP: "p", cNG: "ng"}

type syllable struct {
	ini, vow, fin int
	// out overrides the romanization of the final ("" = use class) when set.
	finOut string
	finSet bool
	iniOut string
	iniSet bool
}

// Korean romanizes Hangul with the Revised Romanization of Korean (2000),
// applying the standard sound changes inside each word: liaison (한국어
// hangugeo), nasalisation (합니다 hamnida, 한국말 hangungmal), lateralisation
// (신라 silla), ㄹ→n after ㅁ/ㅇ (종로 jongno), aspiration with ㅎ (좋고 joko)
// and palatalisation (같이 gachi). Tensing is not written, as the standard
// says. Characters that are not Hangul syllables pass through.
func Korean(s string) string {
	var b strings.Builder
	b.Grow(len(s) * 2)
	run := make([]syllable, 0, 16)
	flush := func() {
		writeKoreanWord(&b, run)
		run = run[:0]
	}
	for _, r := range s {
		if r >= hangulBase && r <= hangulLast {
			n := int(r - hangulBase)
			run = append(run, syllable{ini: n / syllablePer, vow: (n % syllablePer) / finalCount, fin: n % finalCount})
			continue
		}
		flush()
		b.WriteRune(r)
	}
	flush()
	return b.String()
}

func writeKoreanWord(b *strings.Builder, w []syllable) {
	if len(w) == 0 {
		return
	}
	applySoundChanges(w)
	for _, s := range w {
		ini := rrInitial[s.ini]
		if s.iniSet {
			ini = s.iniOut
		}
		// ㄹ at the start of a word or after a vowel is r; ㄹㄹ is ll.
		if s.ini == iR && !s.iniSet {
			ini = "r"
		}
		fin := classRoman[finalClass[s.fin]]
		if s.finSet {
			fin = s.finOut
		}
		b.WriteString(ini)
		b.WriteString(rrVowel[s.vow])
		b.WriteString(fin)
	}
}

func applySoundChanges(w []syllable) {
	for i := 0; i+1 < len(w); i++ {
		cur, next := &w[i], &w[i+1]
		fin := cur.fin
		if fin == fNone {
			continue
		}
		switch {
		case next.ini == iNone:
			// Liaison; palatalisation of ㄷ/ㅌ before 이.
			sp := finalSplit[fin]
			if sp.move < 0 {
				if fin == fH || fin == fNH || fin == fLH {
					cur.fin = sp.stay // ㅎ is silent before a vowel
				}
				continue
			}
			cur.fin = sp.stay
			next.ini = sp.move
			if next.vow == 20 { // ㅣ
				switch sp.move {
				case iD:
					next.ini = iJ
				case iT:
					next.ini = iC
				}
			}
		case next.ini == iH && (finalClass[fin] == cK || finalClass[fin] == cT || finalClass[fin] == cP) && fin != fH:
			// Aspiration: 축하 chuka, 잡혀 japyeo, 맞히다 machida.
			cur.fin = finalSplit[fin].stay
			switch finalClass[fin] {
			case cK:
				next.ini = iK
			case cP:
				next.ini = iP
			default:
				if fin == fJ || fin == fC {
					next.ini = iC
				} else {
					next.ini = iT
				}
			}
		case (fin == fH || fin == fNH || fin == fLH) && (next.ini == iG || next.ini == iD || next.ini == iJ):
			// 좋고 joko, 놓다 nota, 많지 manchi.
			switch next.ini {
			case iG:
				next.ini = iK
			case iD:
				next.ini = iT
			case iJ:
				next.ini = iC
			}
			if fin == fH {
				cur.fin = fNone
			} else {
				cur.fin = finalSplit[fin].stay
			}
		case next.ini == iN || next.ini == iM:
			// Nasalisation: k→ng, t→n, p→m before ㄴ ㅁ; ㄹ+ㄴ → ll.
			switch finalClass[fin] {
			case cK:
				cur.finOut, cur.finSet = "ng", true
			case cT:
				cur.finOut, cur.finSet = "n", true
			case cP:
				cur.finOut, cur.finSet = "m", true
			case cL:
				if next.ini == iN {
					next.iniOut, next.iniSet = "l", true
				}
			}
		case next.ini == iR:
			switch finalClass[fin] {
			case cL:
				next.iniOut, next.iniSet = "l", true
			case cN:
				// 신라 silla
				cur.finOut, cur.finSet = "l", true
				next.iniOut, next.iniSet = "l", true
			case cM, cNG:
				next.iniOut, next.iniSet = "n", true
			case cK:
				cur.finOut, cur.finSet = "ng", true
				next.iniOut, next.iniSet = "n", true
			case cP:
				cur.finOut, cur.finSet = "m", true
				next.iniOut, next.iniSet = "n", true
			case cT:
				cur.finOut, cur.finSet = "n", true
				next.iniOut, next.iniSet = "n", true
			}
		}
	}
}
