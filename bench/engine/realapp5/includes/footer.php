</main>
<footer>
  <p>&copy; <?= date('Y') ?> <?= APP_NAME ?> · <a href="/page.php?p=about">About</a> · <a href="/help.php?topic=faq">Help</a></p>
</footer>
</body>
</html>
