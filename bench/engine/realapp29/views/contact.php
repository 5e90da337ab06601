<h1>Contact the office</h1>
<form method="post" action="/contact">
    <input type="hidden" name="topic" value="<?= e($topic) ?>">
    <p>About: <?= $topic ?></p>
    <input name="name" placeholder="Your name">
    <input type="email" name="email" placeholder="Email">
    <textarea name="message"><?= e($draft['message'] ?? '') ?></textarea>
    <button>Send</button>
</form>
