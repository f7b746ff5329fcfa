package store

// ScanAll reads every row of rows with scan, closes rows, and returns the
// values in order (never nil: a listing with no rows is empty, not absent).
// It is the loop of every listing query, written once.
func ScanAll[T any](rows Rows, scan func(Row) (T, error)) ([]T, error) {
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}
