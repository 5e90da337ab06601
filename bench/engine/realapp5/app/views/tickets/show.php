<!doctype html>
<html><head><title>Ticket <?= (int) $ticket['id'] ?></title></head>
<body>
<p><a href="<?= $back ?>">&larr; Back</a></p>
<h1><?= htmlspecialchars($ticket['subject'], ENT_QUOTES, 'UTF-8') ?></h1>
<div class="description"><?= nl2br(htmlspecialchars($ticket['description'], ENT_QUOTES, 'UTF-8')) ?></div>
<p class="status"><?= status_label($ticket['status']) ?></p>
</body></html>
