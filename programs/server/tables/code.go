package tables

import (
	"fmt"
	"io"
)

// Table codes: CodeLen symbols of codeAlphabet (letters and digits hard
// to misread), each drawn uniformly from a cryptographic source: 31^12,
// about 7.9e17 codes (59 bits), so that guessing one at the rate a client
// may look codes up is hopeless (the README's server section gives the
// expected time).
const (
	codeAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"
	CodeLen      = 12
)

// codeReject is the first byte value that is not used: 248 = 8*31, so that
// every symbol is drawn from exactly 8 byte values and none is favoured
// (b % 31 over all 256 values would favour the first 8 symbols).
const codeReject = 256 - 256%len(codeAlphabet)

// newCode draws a table code from src (crypto/rand's Reader), rejecting
// the byte values that would bias it.
func newCode(src io.Reader) (string, error) {
	out := make([]byte, 0, CodeLen)
	var buf [2 * CodeLen]byte
	for tries := 0; len(out) < CodeLen; tries++ {
		if tries == 64 {
			return "", fmt.Errorf("tables: the random source gives only rejected bytes")
		}
		if _, err := io.ReadFull(src, buf[:]); err != nil {
			return "", fmt.Errorf("tables: drawing a table code: %w", err)
		}
		for _, b := range buf {
			if int(b) < codeReject && len(out) < CodeLen {
				out = append(out, codeAlphabet[int(b)%len(codeAlphabet)])
			}
		}
	}
	return string(out), nil
}
