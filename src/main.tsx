// The page's entry. Start-up itself is a module the lazy chunks import too (the chunk plan makes every lazy
// entry import what is certainly loaded before it), so its code travels in the shared file with the rest of
// the initial JS rather than in a small file of its own, compressed apart.
import './start';
