package offline_test

import "errors"

// mp3Duration walks the MPEG audio frames of an MP3 (after an optional ID3v2
// tag) and returns the duration in seconds. It fails on data that is not a
// sequence of valid frames.
func mp3Duration(b []byte) (float64, error) {
	if len(b) >= 10 && string(b[:3]) == "ID3" {
		size := int(b[6]&0x7f)<<21 | int(b[7]&0x7f)<<14 | int(b[8]&0x7f)<<7 | int(b[9]&0x7f)
		b = b[10+size:]
	}
	bitrates := map[int][]int{ // kbit/s by version (1 = MPEG-1, 2 = MPEG-2/2.5), layer III
		1: {0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320},
		2: {0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160},
	}
	rates := map[int][]int{3: {44100, 48000, 32000}, 2: {22050, 24000, 16000}, 0: {11025, 12000, 8000}}
	var seconds float64
	frames := 0
	for len(b) >= 4 {
		if b[0] != 0xff || b[1]&0xe0 != 0xe0 {
			if frames > 0 && (string(b[:3]) == "TAG" || allZero(b)) {
				break
			}
			return 0, errors.New("lost frame sync")
		}
		ver := int(b[1]>>3) & 3 // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
		layer := int(b[1]>>1) & 3
		bi := int(b[2] >> 4)
		si := int(b[2]>>2) & 3
		pad := int(b[2]>>1) & 1
		if layer != 1 || ver == 1 || bi == 0 || bi == 15 || si == 3 {
			return 0, errors.New("not a layer III frame")
		}
		v := 2
		samples := 576
		if ver == 3 {
			v, samples = 1, 1152
		}
		rate := rates[ver][si]
		size := samples/8*bitrates[v][bi]*1000/rate + pad
		if size < 4 || size > len(b) {
			break // a truncated last frame
		}
		seconds += float64(samples) / float64(rate)
		frames++
		b = b[size:]
	}
	if frames == 0 {
		return 0, errors.New("no frames")
	}
	return seconds, nil
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}
