package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// events is go test -json's output for three packages: one passing with a
// test skipped for want of Redis and PostgreSQL and one for want of
// chromium, one failing, one without tests.
const events = `{"Action":"start","Package":"ex/a"}
{"Action":"run","Package":"ex/a","Test":"TestOK"}
{"Action":"output","Package":"ex/a","Test":"TestOK","Output":"=== RUN   TestOK\n"}
{"Action":"output","Package":"ex/a","Test":"TestOK","Output":"--- PASS: TestOK (0.00s)\n"}
{"Action":"pass","Package":"ex/a","Test":"TestOK"}
{"Action":"output","Package":"ex/a","Test":"TestDB","Output":"    db_test.go:9: needs Redis and PostgreSQL: set BQ_TEST_REDIS\n"}
{"Action":"skip","Package":"ex/a","Test":"TestDB"}
{"Action":"output","Package":"ex/a","Test":"TestPage","Output":"    page_test.go:9: chromium is not installed\n"}
{"Action":"skip","Package":"ex/a","Test":"TestPage"}
{"Action":"output","Package":"ex/a","Test":"TestLoad","Output":"    load_test.go:9: a measurement: set BQ_LOAD\n"}
{"Action":"skip","Package":"ex/a","Test":"TestLoad"}
{"Action":"output","Package":"ex/a","Output":"PASS\n"}
{"Action":"output","Package":"ex/a","Output":"ok  \tex/a\t0.010s\n"}
{"Action":"pass","Package":"ex/a"}
{"Action":"output","Package":"ex/b","Test":"TestBad","Output":"=== RUN   TestBad\n"}
{"Action":"output","Package":"ex/b","Test":"TestBad","Output":"    b_test.go:5: SH-R6: want 2C, got 3C\n"}
{"Action":"output","Package":"ex/b","Test":"TestBad","Output":"--- FAIL: TestBad (0.00s)\n"}
{"Action":"fail","Package":"ex/b","Test":"TestBad"}
{"Action":"output","Package":"ex/b","Output":"FAIL\n"}
{"Action":"output","Package":"ex/b","Output":"FAIL\tex/b\t0.020s\n"}
{"Action":"fail","Package":"ex/b"}
{"Action":"output","Package":"ex/d","Test":"TestSlow","Output":"=== RUN   TestSlow\n"}
{"Action":"output","Package":"ex/d","Test":"TestSlow","Output":"panic: test timed out after 10m0s\n"}
{"Action":"output","Package":"ex/d","Output":"FAIL\tex/d\t600.001s\n"}
{"Action":"fail","Package":"ex/d"}
{"Action":"output","Package":"ex/c","Output":"?   \tex/c\t[no test files]\n"}
{"Action":"skip","Package":"ex/c"}
`

func TestReport(t *testing.T) {
	var out strings.Builder
	r := newReport(&out)
	if err := r.read(strings.NewReader(events)); err != nil {
		t.Fatal(err)
	}
	r.summary()
	want := "ok  \tex/a\t0.010s\n" +
		"    b_test.go:5: SH-R6: want 2C, got 3C\n" +
		"--- FAIL: TestBad (0.00s)\n" +
		"FAIL\n" +
		"FAIL\tex/b\t0.020s\n" +
		"panic: test timed out after 10m0s\n" +
		"FAIL\tex/d\t600.001s\n" +
		"?   \tex/c\t[no test files]\n" +
		"SKIPPED 1 test(s) for want of chromium (apt-get install chromium), e.g. ex/a TestPage\n" +
		"SKIPPED 1 test(s) for want of Redis (apt-get install redis-server, start it, set BQ_TEST_REDIS=HOST:PORT), e.g. ex/a TestDB\n" +
		"SKIPPED 1 test(s) for want of PostgreSQL (apt-get install postgresql, start it, set BQ_TEST_POSTGRES=postgres://...), e.g. ex/a TestDB\n" +
		"(CI installs all of these; see the README's \"Tests\" section)\n" +
		"tests: 1 passed, 1 failed, 3 skipped\n"
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("report (-want +got):\n%s", diff)
	}
}

func TestWithPackages(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{nil, []string{"./...", "./programs/..."}},
		{[]string{"-race", "-count=1"}, []string{"-race", "-count=1", "./...", "./programs/..."}},
		{[]string{"-race", "./record/"}, []string{"-race", "./record/"}},
	} {
		if diff := cmp.Diff(c.want, withPackages(c.in)); diff != "" {
			t.Errorf("withPackages(%q) (-want +got):\n%s", c.in, diff)
		}
	}
}
