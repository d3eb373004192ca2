// Package browsertest starts the headless chromium that the programs'
// browser tests drive (the server's page, the offline page), or skips a
// test when the machine has none, saying so.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chromium returns the path of Debian's chromium, or skips t with a
// message that names chromium, how to install it and what (what) needs
// it.
func Chromium(t testing.TB, what string) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium is not installed (apt-get install -y chromium): " + what + " needs a real browser")
	return ""
}

// Options are the allocator options of a headless chromium at path with
// a window of 1280×900 and a profile of its own, without the background
// traffic that would reach the network.
func Options(t testing.TB, path string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Headless,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.NoFirstRun, chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900))
}

// Eval evaluates the JavaScript expression js on ctx's page within 20
// seconds; a Promise is awaited.
func Eval[T any](ctx context.Context, js string) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
}

// Dir is where browser tests write their screenshots for people to look
// at: $BLACKQUEEN_SCREENSHOTS, or the temporary folder.
func Dir() string {
	if d := os.Getenv("BLACKQUEEN_SCREENSHOTS"); d != "" {
		return d
	}
	return os.TempDir()
}

// Screenshot writes a PNG of ctx's page to Dir() under name and returns
// its path.
func Screenshot(ctx context.Context, name string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return "", err
	}
	file := filepath.Join(Dir(), name)
	return file, os.WriteFile(file, png, 0o644)
}

// Click clicks the middle of the first element that matches the CSS
// selector sel with the mouse, after scrolling it into view, and reports
// whether there was one. (A click by coordinates does not mind that the
// page redraws the element meanwhile.)
func Click(ctx context.Context, sel string) (bool, error) {
	xy, err := Eval[[]float64](ctx, fmt.Sprintf(`(() => {
	  const e = document.querySelector(%q);
	  if (!e) return [];
	  e.scrollIntoView({block: "center"});
	  const r = e.getBoundingClientRect();
	  return [r.left + r.width / 2, r.top + r.height / 2];
	})()`, sel))
	if err != nil || len(xy) != 2 {
		return false, err
	}
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	_, err = chromedp.Run(ctx, chromedp.MouseClickXY(xy[0], xy[1]))
	return err == nil, err
}
