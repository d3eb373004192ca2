package main

import (
	"fmt"
	"image/color"
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
	diff, dist, err := panels(sm)
	if err != nil {
		return err
	}
	const w, h = 10 * vg.Inch, 4 * vg.Inch
	var c interface {
		vg.CanvasSizer
		io.WriterTo
	}
	switch strings.ToLower(filepath.Ext(file)) {
	case ".svg":
		c = vgsvg.New(w, h)
	case ".png":
		c = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseBackgroundColor(color.White))}
	default:
		return fmt.Errorf("-plot %s: want a .svg or .png file", file)
	}
	dc := draw.New(c)
	tiles := draw.Tiles{Rows: 1, Cols: 2, PadX: vg.Points(40), PadTop: vg.Points(12), PadBottom: vg.Points(10), PadLeft: vg.Points(12), PadRight: vg.Points(20)}
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

// padY widens a panel's vertical range by a tenth on each side, so that
// no box, bar or line lies on its edge.
func padY(p *plot.Plot) {
	pad := (p.Y.Max - p.Y.Min) / 10
	if pad == 0 {
		pad = 1
	}
	p.Y.Min, p.Y.Max = p.Y.Min-pad, p.Y.Max+pad
}

// panels makes the plot's two panels: the paired differences with their
// intervals, and a box per player of its points per deal over the
// boards; each with room around what it shows.
func panels(sm summary) (diff, dist *plot.Plot, err error) {
	diff = plot.New()
	diff.Title.Text = fmt.Sprintf("%s · paired difference a − b", sm.Game)
	diff.Y.Label.Text = "points per deal, a − b (95% CI)"
	diff.X.Label.Text = "below 0: a scores fewer minus points"
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
			return nil, nil, err
		}
		dots, err := plotter.NewScatter(pts.XYs)
		if err != nil {
			return nil, nil, err
		}
		dots.GlyphStyle.Shape = draw.CircleGlyph{}
		dots.GlyphStyle.Radius = vg.Points(4)
		diff.Add(bars, dots)
	}
	diff.Add(plotter.NewGrid())
	zero := plotter.NewFunction(func(float64) float64 { return 0 })
	zero.Dashes = []vg.Length{vg.Points(3), vg.Points(3)}
	diff.Add(zero)
	diff.Y.Min, diff.Y.Max = min(diff.Y.Min, 0), max(diff.Y.Max, 0)
	diff.NominalX(names...)
	diff.X.Min, diff.X.Max = -0.5, float64(max(1, len(names)))-0.5
	padY(diff)

	dist = plot.New()
	dist.Title.Text = fmt.Sprintf("%s · points per deal on each board", sm.Game)
	dist.Y.Label.Text = "points per deal (lower is better)"
	dist.X.Label.Text = "player (box: quartiles and median)"
	var players []string
	for i, p := range sm.Players {
		players = append(players, p.Name)
		if len(p.boardMeans) == 0 {
			continue
		}
		box, err := plotter.NewBoxPlot(vg.Points(30), float64(i), plotter.Values(p.boardMeans))
		if err != nil {
			return nil, nil, err
		}
		dist.Add(box)
	}
	dist.Add(plotter.NewGrid())
	dist.NominalX(players...)
	dist.X.Min, dist.X.Max = -0.5, float64(max(1, len(players)))-0.5
	padY(dist)
	for _, pl := range []*plot.Plot{diff, dist} {
		pl.Title.TextStyle.Font.Size = vg.Points(13)
		pl.Title.Padding = vg.Points(8)
	}
	return diff, dist, nil
}
