<h1>Not found</h1>
<p>There is nothing at <code><?= e($path) ?></code>.</p>
