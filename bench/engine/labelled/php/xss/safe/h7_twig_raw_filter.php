<?php
require __DIR__ . '/vendor/autoload.php';

$loader = new \Twig\Loader\ArrayLoader([
    'comment' => '<div class="comment">{{ body }}</div>',
]);
$twig = new \Twig\Environment($loader);
echo $twig->render('comment', ['body' => $_POST['body'] ?? '']);
