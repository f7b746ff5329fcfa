// Package roman holds the algorithmic romanizers of the language engine:
// Korean Revised Romanization with its sound changes, a learner-friendly
// Russian transliteration, Hepburn romaji from kana, and pinyin tone marks.
// They are pure functions: text in, text out, nothing lost that is not in
// their script (other characters pass through unchanged).
package roman
