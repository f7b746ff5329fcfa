package app

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"
)

// ShutdownTimeout bounds how long in-flight requests and jobs may take to finish.
const ShutdownTimeout = 20 * time.Second

// HandlerGrace is how long requests still running after ShutdownTimeout
// have, once their contexts are cancelled, to end: a wish or an AI story's
// credit they took is given back then, before the database closes
// (decision 0068).
const HandlerGrace = 5 * time.Second

// Run migrates, starts the workers and the HTTP server (as the role says), and
// blocks until ctx is done; then it shuts down gracefully. If ready is not
// nil it receives the listening address once the server accepts connections.
func (a *App) Run(ctx context.Context, ready chan<- string) error {
	if err := a.Migrate(ctx); err != nil {
		return err
	}
	stopBackground, err := a.Start(ctx)
	if err != nil {
		return err
	}
	var (
		srv     *http.Server
		srvErrs = make(chan error, 1)
	)
	// Requests run on a context that the stop signal does not end: they get
	// ShutdownTimeout to finish. Those still running then are cancelled.
	handlerCtx, cancelHandlers := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelHandlers()
	if a.cfg.ServesHTTP() {
		ln, err := net.Listen("tcp", a.cfg.Addr)
		if err != nil {
			_ = stopBackground(context.WithoutCancel(ctx))
			return fmt.Errorf("app: listen on %s: %w", a.cfg.Addr, err)
		}
		ln = limitPerClient(ln, a.cfg.MaxConnsPerClient, a.cfg.TrustedProxies, a.log)
		srv = &http.Server{
			Handler:           a.HTTP,
			ReadHeaderTimeout: 10 * time.Second,
			IdleTimeout:       120 * time.Second,
			BaseContext:       func(net.Listener) context.Context { return handlerCtx },
		}
		srv.RegisterOnShutdown(a.HTTP.CloseStreams)
		go func() { srvErrs <- srv.Serve(ln) }()
		a.log.Info("serving", "addr", ln.Addr().String(), "dialect", a.Store.Dialect(), "role", a.cfg.Role, "url", a.cfg.BaseURL,
			"mail", a.Mail.Mode(), "ai", a.aiMode(), "google_sign_in", a.cfg.GoogleSignIn(),
			"payments", a.cfg.Payments())
		if ready != nil {
			ready <- ln.Addr().String()
		}
	} else {
		a.log.Info("working jobs", "dialect", a.Store.Dialect(), "role", a.cfg.Role)
	}

	var runErr error
	select {
	case <-ctx.Done():
	case err := <-srvErrs:
		if !errors.Is(err, http.ErrServerClosed) {
			runErr = fmt.Errorf("app: serve: %w", err)
		}
	}
	a.log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), a.shutdown)
	defer cancel()
	if srv != nil {
		if err := srv.Shutdown(shutdownCtx); err != nil {
			runErr = errors.Join(runErr, fmt.Errorf("app: http shutdown: %w", err))
			a.endRequests(srv, cancelHandlers)
		}
	}
	// Running jobs get their own time to finish, whatever the HTTP side took.
	stopCtx, cancelStop := context.WithTimeout(context.WithoutCancel(ctx), ShutdownTimeout)
	defer cancelStop()
	if err := stopBackground(stopCtx); err != nil {
		runErr = errors.Join(runErr, err)
	}
	return runErr
}

// endRequests cancels the contexts of the requests still running after the
// shutdown's time ran out and waits up to HandlerGrace for them to end: a
// request cancelled gives back what it took (a Genie wish, an AI story's
// credit: their give-backs run on contexts not cancelled with it) while the
// database is still open. Connections still open after that are closed.
// What a killed process leaves, the sweeps give back (decision 0068).
func (a *App) endRequests(srv *http.Server, cancelHandlers context.CancelFunc) {
	a.log.Warn("requests still running after the shutdown timeout: cancelling them", "timeout", a.shutdown)
	cancelHandlers()
	ctx, cancel := context.WithTimeout(context.Background(), HandlerGrace)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		a.log.Error("requests still running after they were cancelled: closing their connections", "grace", HandlerGrace)
		_ = srv.Close()
	}
}
