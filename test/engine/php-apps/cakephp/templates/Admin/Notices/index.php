<?php
/**
 * @var \Cake\View\View $this
 * @var string|null $banner
 */
?>
<div class="banner"><?= $banner ?></div><!-- expect: php-xss -->
<div class="banner-safe"><?= h($banner) ?></div>
