package httpapi

import (
	"context"
	"crypto/subtle"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// metrics holds the server's own Prometheus registry (no global registry).
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
}

// QueueDepther reports jobs by state; *jobs.Queue implements it.
type QueueDepther interface {
	Depth(ctx context.Context) (map[string]int64, error)
}

func newMetrics(st *store.Store, q QueueDepther) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "storyglot_http_requests_total", Help: "HTTP requests by method, route pattern and status.",
		}, []string{"method", "route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "storyglot_http_request_duration_seconds", Help: "HTTP request latency by method and route pattern.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"method", "route"}),
	}
	m.reg.MustRegister(m.requests, m.latency,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		&dbCollector{st: st, q: q})
	return m
}

func (m *metrics) observeRequest(method, route string, status int, d time.Duration) {
	m.requests.WithLabelValues(method, route, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(method, route).Observe(d.Seconds())
}

// handler serves the metrics, behind a bearer token when one is set.
func (m *metrics) handler(token string, public bool) http.Handler {
	h := promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
	if token == "" && !public {
		return h // a site on this machine only (localhost): open
	}
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token == "" {
			// A public site without a token: closed, saying how to open it.
			writeProblemJSON(w, &Problem{Status: http.StatusForbidden, Title: "Forbidden", Code: domain.CodeForbidden,
				Detail:    "Metrics are closed on a public site until STORYGLOT_METRICS_TOKEN is set; then send Authorization: Bearer <token>.",
				RequestID: requestIDFrom(r.Context())})
			return
		}
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
			writeProblemJSON(w, &Problem{Status: http.StatusUnauthorized, Title: "Unauthorized", Code: domain.CodeUnauthorized,
				Detail: "Metrics need Authorization: Bearer <STORYGLOT_METRICS_TOKEN>.", RequestID: requestIDFrom(r.Context())})
			return
		}
		h.ServeHTTP(w, r)
	})
}

// dbCollector reads pool statistics and queue depth at scrape time.
type dbCollector struct {
	st *store.Store
	q  QueueDepther
}

var (
	poolOpenDesc  = prometheus.NewDesc("storyglot_db_connections_open", "Open database connections.", []string{"pool"}, nil)
	poolInUseDesc = prometheus.NewDesc("storyglot_db_connections_in_use", "Database connections in use.", []string{"pool"}, nil)
	poolIdleDesc  = prometheus.NewDesc("storyglot_db_connections_idle", "Idle database connections.", []string{"pool"}, nil)
	poolWaitDesc  = prometheus.NewDesc("storyglot_db_connection_waits_total", "Times a caller waited for a connection.", []string{"pool"}, nil)
	queueDesc     = prometheus.NewDesc("storyglot_jobs", "Jobs in the queue by state.", []string{"state"}, nil)
	queueUpDesc   = prometheus.NewDesc("storyglot_jobs_scrape_ok", "1 if the job queue could be read.", nil, nil)
)

func (c *dbCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolOpenDesc, poolInUseDesc, poolIdleDesc, poolWaitDesc, queueDesc, queueUpDesc} {
		ch <- d
	}
}

func (c *dbCollector) Collect(ch chan<- prometheus.Metric) {
	for name, s := range c.st.Stats() {
		ch <- prometheus.MustNewConstMetric(poolOpenDesc, prometheus.GaugeValue, float64(s.Open), name)
		ch <- prometheus.MustNewConstMetric(poolInUseDesc, prometheus.GaugeValue, float64(s.InUse), name)
		ch <- prometheus.MustNewConstMetric(poolIdleDesc, prometheus.GaugeValue, float64(s.Idle), name)
		ch <- prometheus.MustNewConstMetric(poolWaitDesc, prometheus.CounterValue, float64(s.WaitCount), name)
	}
	if c.q == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	depth, err := c.q.Depth(ctx)
	ok := 1.0
	if err != nil {
		ok = 0
	}
	ch <- prometheus.MustNewConstMetric(queueUpDesc, prometheus.GaugeValue, ok)
	for _, state := range []string{"available", "scheduled", "retryable", "running", "pending", "completed", "cancelled", "discarded"} {
		ch <- prometheus.MustNewConstMetric(queueDesc, prometheus.GaugeValue, float64(depth[state]), state)
	}
}

// publicSite tells a base URL that others reach (not localhost or a loopback
// address): there /metrics needs its token (decision 0040).
func publicSite(baseURL string) bool {
	u, err := url.Parse(baseURL)
	if err != nil || u.Hostname() == "" {
		return false
	}
	host := u.Hostname()
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return false
	}
	if ip, err := netip.ParseAddr(host); err == nil && ip.IsLoopback() {
		return false
	}
	return true
}
