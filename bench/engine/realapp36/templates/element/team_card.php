<?php
/**
 * @var \App\View\AppView $this
 * @var \App\Model\Entity\Team $team
 * @var string $town
 */
?>
<article class="card">
    <h3><?= h($team->name) ?></h3>
    <p class="where"><?= h($town) ?></p>
    <span class="town-tag"><?= $town ?></span>
</article>
