</main>
<footer>Northfield University Library &middot; Stacks 2.4</footer>
</body>
</html>
