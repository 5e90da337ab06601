<h1>About Tuneroom</h1>
<p>Tuneroom has taught piano, strings, brass and voice in the old chapel on Mill Lane since 1998.</p>
