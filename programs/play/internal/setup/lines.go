package setup

import (
	"bufio"
	"io"
	"strings"
)

// Lines reads the input line by line; the end of the input (or a read
// error) ends it.
type Lines struct {
	r    *bufio.Reader
	done bool
}

// NewLines reads the lines of r.
func NewLines(r io.Reader) *Lines { return &Lines{r: bufio.NewReader(r)} }

// Next returns the next line without its line ending, and false at the
// end of the input.
func (l *Lines) Next() (string, bool) {
	if l.done {
		return "", false
	}
	s, err := l.r.ReadString('\n')
	if err != nil {
		l.done = true
		if s == "" {
			return "", false
		}
	}
	return strings.TrimRight(s, "\r\n"), true
}
