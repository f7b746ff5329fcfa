/**
 * A pronunciation (IPA, romaji, pinyin) that breaks between words only. IPA's
 * stress marks (ˈ ˌ) are break-before characters in Unicode's line breaking,
 * so a browser would otherwise split "maɾ|ˈia" at the end of a line; each
 * word is kept whole and the line breaks at the spaces.
 */
export function Pronunciation({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, i) =>
        /^\s*$/.test(part) ? (
          part
        ) : (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ),
      )}
    </>
  );
}
