/* global window, document */
// The report page's charts (/report): draws each chart the page describes in its JSON block #report-charts with
// Chart.js (its UMD build, /report/chart.umd.js, loaded before this script). Every figure drawn is also in the data
// table under its chart, so a page without this script, or without Chart.js, still has them all.
(function drawReportCharts() {
  'use strict';
  const source = document.getElementById('report-charts');
  const specs = source ? JSON.parse(source.textContent || '[]') : [];
  if (specs.length === 0) return;
  const Chart = window.Chart;
  if (typeof Chart !== 'function') {
    const note = document.getElementById('charts-unavailable');
    if (note) note.hidden = false;
    return;
  }

  const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

  /** A value as the page's tables write it; `unit` as in the spec's yAxis. */
  function format(value, unit) {
    if (value === null || value === undefined) return 'no value';
    if (unit === 'ms') return `${integer.format(value)} ms`;
    if (unit === '%') return `${decimal.format(value)}%`;
    if (unit === 'count') return integer.format(value);
    return decimal.format(value);
  }

  /**
   * Chart.js draws no threshold lines of its own: this plugin draws each of `options.plugins.thresholdLines.lines`
   * ({ value, label, colour }) as a dashed line across the chart area at its value on the y axis, labelled at the
   * right end. Lines outside the axis's range are not drawn (each chart's axis is made to reach its poor line).
   */
  const thresholdLines = {
    id: 'thresholdLines',
    afterDatasetsDraw(chart, _args, options) {
      const axis = chart.scales.y;
      const lines = (options && options.lines) || [];
      if (!axis || lines.length === 0) return;
      const { ctx, chartArea } = chart;
      ctx.save();
      ctx.font = '600 12px system-ui, sans-serif';
      ctx.textAlign = 'right';
      ctx.textBaseline = 'bottom';
      ctx.lineJoin = 'round';
      for (const line of lines) {
        const y = axis.getPixelForValue(line.value);
        if (!(y >= chartArea.top && y <= chartArea.bottom)) continue;
        ctx.strokeStyle = line.colour;
        ctx.lineWidth = 2;
        ctx.setLineDash([6, 4]);
        ctx.beginPath();
        ctx.moveTo(chartArea.left, y);
        ctx.lineTo(chartArea.right, y);
        ctx.stroke();
        ctx.setLineDash([]);
        // A white halo keeps the label readable over a bar.
        ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
        ctx.lineWidth = 4;
        ctx.strokeText(line.label, chartArea.right - 4, y - 3);
        ctx.fillStyle = line.colour;
        ctx.fillText(line.label, chartArea.right - 4, y - 3);
      }
      ctx.restore();
    },
  };

  function config(spec) {
    const { unit } = spec.yAxis;
    const y = {
      beginAtZero: true,
      title: { display: true, text: spec.yAxis.title },
      ticks: { callback: (value) => (unit === '%' ? `${decimal.format(value)}%` : decimal.format(value)) },
    };
    if (spec.yAxis.suggestedMax !== undefined) y.suggestedMax = spec.yAxis.suggestedMax;
    if (spec.yAxis.max !== undefined) y.max = spec.yAxis.max;
    if (spec.yAxis.isInteger) y.ticks.precision = 0;
    return {
      type: 'bar',
      data: {
        labels: spec.labels,
        datasets: spec.datasets.map((dataset) => ({
          label: dataset.label,
          data: dataset.data,
          backgroundColor: dataset.colours,
          borderWidth: 0,
          maxBarThickness: 64,
        })),
      },
      options: {
        // An operator's page: the figures at once, no motion.
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { y },
        plugins: {
          legend: { display: spec.datasets.length > 1 },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.y, unit)}` } },
          thresholdLines: { lines: spec.thresholds },
        },
      },
      plugins: [thresholdLines],
    };
  }

  for (const spec of specs) {
    const canvas = document.getElementById(spec.id);
    if (canvas) new Chart(canvas, config(spec));
  }
})();
