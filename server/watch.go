package server

import (
	"path/filepath"
	"sync"

	"github.com/fsnotify/fsnotify"
	"go.uber.org/zap"
)

// watcher reports changes to files next to open documents (sidecars) when
// the client does not watch files for us. It watches directories, not
// files, so that a sidecar created after the document was opened is seen.
type watcher struct {
	w    *fsnotify.Watcher
	mu   sync.Mutex
	dirs map[string]bool
	done chan struct{}
}

// maxWatchedDirs bounds the directories watched.
const maxWatchedDirs = 1000

func newWatcher(changed func(path string), log *zap.Logger) (*watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	w := &watcher{w: fw, dirs: map[string]bool{}, done: make(chan struct{})}
	go func() {
		defer close(w.done)
		for {
			select {
			case ev, ok := <-fw.Events:
				if !ok {
					return
				}
				if ev.Op&(fsnotify.Write|fsnotify.Create|fsnotify.Remove|fsnotify.Rename) != 0 {
					changed(filepath.Clean(ev.Name))
				}
			case err, ok := <-fw.Errors:
				if !ok {
					return
				}
				log.Warn("file watcher", zap.Error(err))
			}
		}
	}()
	return w, nil
}

// add watches the directory of a document.
func (w *watcher) add(docPath string) {
	dir := filepath.Dir(docPath)
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.dirs[dir] || len(w.dirs) >= maxWatchedDirs {
		return
	}
	if err := w.w.Add(dir); err == nil {
		w.dirs[dir] = true
	}
}

func (w *watcher) close() {
	w.w.Close()
	<-w.done
}
