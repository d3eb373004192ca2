package tables

import (
	"bytes"
	crand "crypto/rand"
	"strings"
	"testing"
)

// TestCodeUnbiased: fed every byte value equally often, the codes hold
// every symbol equally often: the values from codeReject up are skipped,
// not folded onto the first symbols (b % 31 favoured eight of them).
func TestCodeUnbiased(t *testing.T) {
	var src bytes.Buffer
	const rounds = 3 * CodeLen // every byte value this many times
	for range rounds {
		for b := range 256 {
			src.WriteByte(byte(b))
		}
	}
	count := map[byte]int{}
	for src.Len() >= 2*CodeLen {
		code, err := newCode(&src)
		if err != nil {
			break
		}
		for i := range len(code) {
			count[code[i]]++
		}
	}
	total := 0
	for _, n := range count {
		total += n
	}
	if len(count) != len(codeAlphabet) {
		t.Fatalf("%d symbols drawn, want %d", len(count), len(codeAlphabet))
	}
	want := total / len(codeAlphabet)
	for c, n := range count {
		if n < want-CodeLen || n > want+CodeLen { // a code cut short at the end of the source
			t.Errorf("symbol %q drawn %d times, want about %d (of %d)", c, n, want, total)
		}
	}
}

// TestCodeRejectsBiasedBytes: a source of the byte values past the last
// whole round of the alphabet only yields no code, rather than a biased
// one; the first accepted value after them is used.
func TestCodeRejectsBiasedBytes(t *testing.T) {
	if codeReject != 248 {
		t.Fatalf("codeReject = %d, want 248 (8 rounds of 31)", codeReject)
	}
	if _, err := newCode(bytes.NewReader(bytes.Repeat([]byte{255, 248}, 64*CodeLen))); err == nil {
		t.Error("a code from rejected bytes only")
	}
	src := append(bytes.Repeat([]byte{250}, CodeLen), bytes.Repeat([]byte{247}, 2*CodeLen)...)
	code, err := newCode(bytes.NewReader(src))
	if err != nil || code != strings.Repeat(string(codeAlphabet[247%31]), CodeLen) {
		t.Errorf("newCode = %q, %v; want %d × %q", code, err, CodeLen, codeAlphabet[247%31])
	}
}

// TestCodeValid: a drawn code is CodeLen symbols of the alphabet and a
// valid ID.
func TestCodeValid(t *testing.T) {
	for range 100 {
		code, err := newCode(crand.Reader)
		if err != nil || len(code) != CodeLen || strings.Trim(code, codeAlphabet) != "" || !validID(code) {
			t.Fatalf("newCode = %q, %v", code, err)
		}
	}
}
