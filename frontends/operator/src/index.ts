// Standalone development entry; in the product the shell loads the exposed pages instead.
import('./standalone');
