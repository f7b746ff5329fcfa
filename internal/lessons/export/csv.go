package export

import (
	"encoding/csv"
	"io"
)

// CSVHeader is the first row of a CSV export.
var CSVHeader = []string{"front", "back", "pronunciation", "hints", "audio_url", "deck"}

// CSV writes UTF-8 CSV (with a byte-order mark, so spreadsheet programs read
// it as UTF-8) with a header row and one row per card.
func CSV(w io.Writer, decks []Deck) error {
	if _, err := w.Write([]byte("\ufeff")); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for _, d := range decks {
		for _, n := range d.Notes {
			if err := cw.Write([]string{n.Front, n.Back, n.Pronunciation, n.Hints, n.AudioURL, d.Name}); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
