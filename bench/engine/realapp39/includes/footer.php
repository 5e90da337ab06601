</div>
<div id="footer">
    <form class="feedback" method="post" action="<?php echo $_SERVER['PHP_SELF']; ?>">
        <input type="text" name="feedback" placeholder="Was this exercise useful?">
        <button type="submit">Send</button>
    </form>
    <p>Harbor Training Lab v<?php echo LAB_VERSION; ?> &middot;
        <a href="<?php echo htmlspecialchars($_SERVER['REQUEST_URI'], ENT_QUOTES, 'UTF-8'); ?>#top">Back to top</a></p>
</div>
</body>
</html>
