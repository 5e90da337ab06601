<p>Hello <?= $name ?></p><!-- expect: php-xss -->
