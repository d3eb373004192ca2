package main

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// web holds the offline page's own files; the rest comes from the
// server's page and the Go toolchain.
//
//go:embed web
var web embed.FS

// Packages the folder is made from.
const (
	wasmPackage   = "github.com/blackqueen/rules/programs/offline"
	serverPackage = "github.com/blackqueen/rules/programs/server"
)

// result is what build wrote.
type result struct {
	files    []string // the folder's files, as the service worker caches them
	wasmSize int64
	version  string // the cache's version: a hash of every file but sw.js
}

// build writes the static folder to out, telling the go command's
// complaints to stderr.
func build(out string, stderr io.Writer) (result, error) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return result{}, err
	}
	js := []string{"GOOS=js", "GOARCH=wasm"}
	wasmDir, err := goOutput(stderr, js, "list", "-f", "{{.Dir}}", wasmPackage)
	if err != nil {
		return result{}, err
	}
	wasm := filepath.Join(out, "bq.wasm")
	if _, err := goOutput(stderr, js, "build", "-C", wasmDir, "-trimpath", "-ldflags=-s -w", "-o", absPath(wasm), "."); err != nil {
		return result{}, err
	}
	files := map[string][]byte{}
	if files["wasm_exec.js"], err = wasmExec(stderr); err != nil {
		return result{}, err
	}
	serverDir, err := goOutput(stderr, nil, "list", "-f", "{{.Dir}}", serverPackage)
	if err != nil {
		return result{}, err
	}
	// Every file of the server's page (index.html, app.js, style.css and
	// the scripts beside them), the page made the offline one.
	entries, err := os.ReadDir(filepath.Join(serverDir, "static"))
	if err != nil {
		return result{}, err
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		if files[e.Name()], err = os.ReadFile(filepath.Join(serverDir, "static", e.Name())); err != nil {
			return result{}, err
		}
	}
	if files["index.html"], err = offlinePage(files["index.html"]); err != nil {
		return result{}, err
	}
	for _, name := range []string{"local.js", "offline.css", "manifest.webmanifest"} {
		if files[name], err = web.ReadFile("web/" + name); err != nil {
			return result{}, err
		}
	}
	wasmBytes, err := os.ReadFile(wasm)
	if err != nil {
		return result{}, err
	}
	r := result{files: []string{"./", "bq.wasm"}, wasmSize: int64(len(wasmBytes))}
	h := sha256.New()
	h.Write(wasmBytes)
	for _, name := range sortedKeys(files) {
		fmt.Fprintf(h, "%s %d\n", name, len(files[name]))
		h.Write(files[name])
		r.files = append(r.files, name)
	}
	r.version = hex.EncodeToString(h.Sum(nil))[:16]
	sw, err := web.ReadFile("web/sw.js")
	if err != nil {
		return result{}, err
	}
	if files["sw.js"], err = serviceWorker(sw, r.version, r.files); err != nil {
		return result{}, err
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return result{}, err
		}
	}
	return r, nil
}

// goOutput runs the go command with env added to its environment and
// returns its output without the final newline.
func goOutput(stderr io.Writer, env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = stderr
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %w", strings.Join(args, " "), err)
	}
	return strings.TrimSuffix(string(b), "\n"), nil
}

// wasmExec returns the toolchain's wasm_exec.js: in lib/wasm since Go
// 1.24, in misc/wasm before.
func wasmExec(stderr io.Writer) ([]byte, error) {
	root, err := goOutput(stderr, nil, "env", "GOROOT")
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(root, "lib", "wasm", "wasm_exec.js"))
	if os.IsNotExist(err) {
		b, err = os.ReadFile(filepath.Join(root, "misc", "wasm", "wasm_exec.js"))
	}
	return b, err
}

// absPath is p made absolute (the go command runs in another folder).
func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

func sortedKeys(m map[string][]byte) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// offlinePage is the server's index.html made the offline page: the
// offline style sheet and manifest, the body marked offline, and the
// engine and the local transport loaded before app.js. Each place must
// be found once in the server's page.
func offlinePage(page []byte) ([]byte, error) {
	edits := []struct{ old, new string }{
		{`<title>blackqueen</title>`, `<title>blackqueen offline</title>`},
		{`<link rel="stylesheet" href="style.css">`, `<link rel="stylesheet" href="style.css">` + "\n" +
			`<link rel="stylesheet" href="offline.css">` + "\n" + `<link rel="manifest" href="manifest.webmanifest">`},
		{`<body>`, `<body class="offline">`},
		{`<script src="app.js"></script>`, `<script src="wasm_exec.js"></script>` + "\n" +
			`<script src="local.js"></script>` + "\n" + `<script src="app.js"></script>`},
	}
	for _, e := range edits {
		if n := bytes.Count(page, []byte(e.old)); n != 1 {
			return nil, fmt.Errorf("the server's index.html has %q %d times, want once", e.old, n)
		}
		page = bytes.Replace(page, []byte(e.old), []byte(e.new), 1)
	}
	return page, nil
}

// serviceWorker fills sw.js's version and list of files.
func serviceWorker(sw []byte, version string, files []string) ([]byte, error) {
	list := `["` + strings.Join(files, `", "`) + `"]`
	for _, ph := range []string{"{{VERSION}}", "{{FILES}}"} {
		if bytes.Count(sw, []byte(ph)) != 1 {
			return nil, fmt.Errorf("sw.js has no single %s", ph)
		}
	}
	sw = bytes.Replace(sw, []byte("{{VERSION}}"), []byte(version), 1)
	return bytes.Replace(sw, []byte("{{FILES}}"), []byte(list), 1), nil
}
