package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// buildFolder builds the static folder into a temporary folder, once per
// test that asks (the go command's cache makes a second build quick).
func buildFolder(t *testing.T) (string, result) {
	t.Helper()
	dir := t.TempDir()
	var stderr bytes.Buffer
	r, err := build(dir, &stderr)
	if err != nil {
		t.Fatalf("build: %v\n%s", err, stderr.String())
	}
	return dir, r
}

// TestBuild: the folder holds the WebAssembly program (built with GOOS=js
// GOARCH=wasm), the toolchain's wasm_exec.js, the page with the engine
// and the local transport loaded before app.js, and a service worker
// that caches every file of the folder under the build's version.
func TestBuild(t *testing.T) {
	dir, r := buildFolder(t)
	wasm, err := os.ReadFile(filepath.Join(dir, "bq.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) || int64(len(wasm)) != r.wasmSize {
		t.Errorf("bq.wasm is not a WebAssembly module of %d bytes (%d bytes, starts %q)", r.wasmSize, len(wasm), wasm[:min(4, len(wasm))])
	}
	t.Logf("bq.wasm: %d bytes (%.1f MB)", len(wasm), float64(len(wasm))/1e6)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var written []string
	for _, e := range entries {
		if e.Name() != "sw.js" {
			written = append(written, e.Name())
		}
	}
	cached := slices.DeleteFunc(slices.Clone(r.files), func(f string) bool { return f == "./" })
	slices.Sort(cached)
	if !slices.Equal(written, cached) {
		t.Errorf("the folder has %v, the service worker caches %v", written, cached)
	}
	sw, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range append([]string{`"blackqueen-offline-"`, `"` + r.version + `"`, `"./"`}, cached...) {
		if !strings.Contains(string(sw), want) {
			t.Errorf("sw.js lacks %s", want)
		}
	}
	if strings.Contains(string(sw), "{{") || len(r.version) != 16 {
		t.Errorf("sw.js is not filled in (version %q):\n%s", r.version, sw)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	// Every script the page loads is in the folder (the server's page
	// loads replay.js and hint.js beside app.js, which calls replay.js as
	// it starts).
	for _, m := range regexp.MustCompile(`src="([^"]+)"`).FindAllSubmatch(page, -1) {
		if !slices.Contains(written, string(m[1])) {
			t.Errorf("the page loads %s, which the folder has not", m[1])
		}
	}
	scripts := []int{bytes.Index(page, []byte(`src="wasm_exec.js"`)), bytes.Index(page, []byte(`src="local.js"`)), bytes.Index(page, []byte(`src="app.js"`))}
	if scripts[0] < 0 || !slices.IsSorted(scripts) || !bytes.Contains(page, []byte(`<body class="offline">`)) ||
		!bytes.Contains(page, []byte(`href="manifest.webmanifest"`)) {
		t.Errorf("the page does not load the engine and the local transport before app.js, or is not marked offline:\n%s", page)
	}
	// Every file the page loads is in the folder (and so in the cache).
	for _, m := range regexp.MustCompile(`(?:src|href)="([^"#:]+)"`).FindAllSubmatch(page, -1) {
		if name := string(m[1]); !slices.Contains(written, name) {
			t.Errorf("the page loads %s, which the folder lacks", name)
		}
	}
	var manifest struct {
		Name     string `json:"name"`
		StartURL string `json:"start_url"`
	}
	if b, err := os.ReadFile(filepath.Join(dir, "manifest.webmanifest")); err != nil || json.Unmarshal(b, &manifest) != nil || manifest.StartURL != "./" {
		t.Errorf("the manifest is not JSON starting at ./: %+v (%v)", manifest, err)
	}
	exec, err := os.ReadFile(filepath.Join(dir, "wasm_exec.js"))
	if err != nil || !bytes.Contains(exec, []byte("Go = class")) {
		t.Errorf("wasm_exec.js is not the toolchain's (%v)", err)
	}

	// A second build of the same sources has the same version: a static
	// host's visitors keep their cache until the page changes.
	_, again := buildFolder(t)
	if again.version != r.version {
		t.Errorf("two builds of the same sources have the versions %s and %s", r.version, again.version)
	}
}

// TestOfflinePageRefuses: a server page without one of the places the
// offline page changes is refused, not written half changed.
func TestOfflinePageRefuses(t *testing.T) {
	page := []byte(`<title>blackqueen</title><link rel="stylesheet" href="style.css"><body><script src="app.js"></script>`)
	if _, err := offlinePage(page); err != nil {
		t.Fatalf("the four places, once each: %v", err)
	}
	for _, drop := range []string{`<body>`, `<script src="app.js"></script>`} {
		if _, err := offlinePage(bytes.Replace(page, []byte(drop), nil, 1)); err == nil {
			t.Errorf("a page without %s was changed", drop)
		}
	}
	if _, err := offlinePage(append(page, []byte(`<body>`)...)); err == nil {
		t.Error("a page with <body> twice was changed")
	}
	if _, err := serviceWorker([]byte("{{VERSION}}"), "v", nil); err == nil {
		t.Error("a service worker without {{FILES}} was filled in")
	}
}
