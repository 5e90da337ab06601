<h1><?= esc($title) ?></h1>
<h2><?= $heading ?></h2><!-- expect: php-xss -->
<input name="title" value="<?= esc($title, 'attr') ?>">
