<div class="widget clock">
    <span class="time"><?= date('H:i') ?></span>
    <span class="sunset">Gates lock at sunset.</span>
</div>
