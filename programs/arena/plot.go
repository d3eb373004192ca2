package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// errorPoints are points with vertical error bars.
type errorPoints struct {
	plotter.XYs
	plotter.YErrors
}

// drawPlot draws two panels to file (.svg or .png): the paired duplicate
// differences with their 95 % intervals, and box plots of each player's
// points per deal over the boards.
func drawPlot(sm summary, file string) error {
	diff := plot.New()
	diff.Title.Text = fmt.Sprintf("%s: paired difference (a − b)", sm.Game)
	diff.Y.Label.Text = "points per deal (95% CI)"
	var names []string
	var pts errorPoints
	for i, p := range sm.Pairs {
		names = append(names, p.A+" − "+p.B)
		pts.XYs = append(pts.XYs, plotter.XY{X: float64(i), Y: p.Diff})
		pts.YErrors = append(pts.YErrors, struct{ Low, High float64 }{p.Diff - p.CI95[0], p.CI95[1] - p.Diff})
	}
	if len(pts.XYs) > 0 {
		bars, err := plotter.NewYErrorBars(pts)
		if err != nil {
			return err
		}
		dots, err := plotter.NewScatter(pts.XYs)
		if err != nil {
			return err
		}
		diff.Add(bars, dots)
	}
	diff.Add(plotter.NewGrid())
	zero := plotter.NewFunction(func(float64) float64 { return 0 })
	zero.Dashes = []vg.Length{vg.Points(3), vg.Points(3)}
	diff.Add(zero)
	diff.Y.Min, diff.Y.Max = min(diff.Y.Min, 0), max(diff.Y.Max, 0)
	diff.NominalX(names...)
	diff.X.Min, diff.X.Max = -0.5, float64(max(1, len(names)))-0.5

	dist := plot.New()
	dist.Title.Text = "points per deal on each board"
	dist.Y.Label.Text = "points per deal"
	var players []string
	for i, p := range sm.Players {
		players = append(players, p.Name)
		if len(p.boardMeans) == 0 {
			continue
		}
		box, err := plotter.NewBoxPlot(vg.Points(20), float64(i), plotter.Values(p.boardMeans))
		if err != nil {
			return err
		}
		dist.Add(box)
	}
	dist.NominalX(players...)

	const w, h = 10 * vg.Inch, 4 * vg.Inch
	var c interface {
		vg.CanvasSizer
		io.WriterTo
	}
	switch strings.ToLower(filepath.Ext(file)) {
	case ".svg":
		c = vgsvg.New(w, h)
	case ".png":
		c = vgimg.PngCanvas{Canvas: vgimg.New(w, h)}
	default:
		return fmt.Errorf("-plot %s: want a .svg or .png file", file)
	}
	dc := draw.New(c)
	tiles := draw.Tiles{Rows: 1, Cols: 2, PadX: vg.Points(20), PadTop: vg.Points(5), PadBottom: vg.Points(5), PadLeft: vg.Points(5), PadRight: vg.Points(5)}
	canvases := plot.Align([][]*plot.Plot{{diff, dist}}, tiles, dc)
	diff.Draw(canvases[0][0])
	dist.Draw(canvases[0][1])
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if _, err := c.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
