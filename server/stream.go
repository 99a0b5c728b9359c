package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.lsp.dev/jsonrpc2"
)

// MaxMessage bounds one JSON-RPC message; a larger Content-Length ends the
// connection instead of allocating it.
const MaxMessage = 64 << 20

// stream is LSP's header framing. Unlike jsonrpc2's stock stream it
// answers a well-framed but undecodable message with a JSON-RPC parse
// error and reads on, and it refuses oversized frames before allocating.
//
// Writes are queued and sent by one goroutine, in order: the read loop
// never blocks on a client that is itself busy writing to us (over pipes
// both sides would otherwise wait on each other).
type stream struct {
	in    *bufio.Reader
	out   io.WriteCloser
	log   func(string, error)
	mu    sync.Mutex
	queue chan []byte
	done  chan struct{}
	err   error // first write error
	shut  bool
}

// queueLen bounds queued outgoing messages; a client that stops reading
// eventually blocks the writers rather than growing memory without end.
const queueLen = 4096

func newStream(r io.Reader, w io.WriteCloser, log func(string, error)) *stream {
	s := &stream{in: bufio.NewReaderSize(r, 64<<10), out: w, log: log,
		queue: make(chan []byte, queueLen), done: make(chan struct{})}
	go s.writer()
	return s
}

func (s *stream) writer() {
	defer close(s.done)
	for body := range s.queue {
		if _, err := fmt.Fprintf(s.out, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
			s.mu.Lock()
			if s.err == nil {
				s.err = err
			}
			s.mu.Unlock()
		}
	}
}

// errFraming is an unrecoverable header error: the connection ends.
var errFraming = errors.New("malformed message header")

func (s *stream) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	for {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		data, n, err := s.readFrame()
		if err != nil {
			return nil, n, err
		}
		msg, err := jsonrpc2.DecodeMessage(data)
		if err == nil {
			return msg, n, nil
		}
		// A bad body in a good frame: say so and carry on.
		s.log("undecodable JSON-RPC message", err)
		s.writeRaw(parseErrorResponse(err))
	}
}

func (s *stream) readFrame() ([]byte, int64, error) {
	var total, length int64 = 0, -1
	for lines := 0; ; lines++ {
		if lines > 32 {
			return nil, total, fmt.Errorf("%w: too many header lines", errFraming)
		}
		line, err := s.in.ReadString('\n')
		total += int64(len(line))
		if err != nil {
			if err == io.EOF && total == 0 {
				return nil, total, io.EOF
			}
			return nil, total, fmt.Errorf("reading header: %w", err)
		}
		if len(line) > 4096 {
			return nil, total, fmt.Errorf("%w: header line too long", errFraming)
		}
		line = strings.TrimSpace(line)
		if line == "" {
			if length < 0 {
				if lines == 0 {
					continue // tolerate stray blank lines between messages
				}
				return nil, total, fmt.Errorf("%w: no Content-Length", errFraming)
			}
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, total, fmt.Errorf("%w: %q", errFraming, line)
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
			if err != nil || n <= 0 {
				return nil, total, fmt.Errorf("%w: bad Content-Length %q", errFraming, value)
			}
			if n > MaxMessage {
				return nil, total, fmt.Errorf("%w: message of %d bytes exceeds %d", errFraming, n, MaxMessage)
			}
			length = n
		}
	}
	data := make([]byte, length)
	if _, err := io.ReadFull(s.in, data); err != nil {
		return nil, total, fmt.Errorf("reading body: %w", err)
	}
	return data, total + length, nil
}

func parseErrorResponse(err error) []byte {
	b, _ := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "id": nil,
		"error": map[string]any{"code": jsonrpc2.ParseError, "message": "parse error: " + err.Error()},
	})
	return b
}

var errClosed = errors.New("connection closed")

func (s *stream) writeRaw(body []byte) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.shut {
		return 0, errClosed
	}
	if s.err != nil {
		return 0, s.err
	}
	s.queue <- body
	return int64(len(body)), nil
}

func (s *stream) Write(ctx context.Context, msg jsonrpc2.Message) (int64, error) {
	body, err := json.Marshal(msg)
	if err != nil {
		return 0, fmt.Errorf("marshalling message: %w", err)
	}
	return s.writeRaw(body)
}

// Close sends what is queued, then closes the output.
func (s *stream) Close() error {
	s.mu.Lock()
	if s.shut {
		s.mu.Unlock()
		return nil
	}
	s.shut = true
	close(s.queue)
	s.mu.Unlock()
	// Give queued messages a moment to go out, but never wait on a client
	// that stopped reading: closing the output unblocks the writer.
	select {
	case <-s.done:
	case <-time.After(time.Second):
	}
	return s.out.Close()
}
