<section class="profile">
    <?php if ($welcome): ?>
        <p class="welcome">Welcome back, <?= $welcome ?>!</p>
    <?php endif ?>

    <img src="https://www.gravatar.com/avatar/<?= esc($avatar, 'url') ?>?s=80" alt="">
    <h1><?= esc($member['display_name'] ?: $member['name']) ?></h1>
    <p>Member since <?= esc(date('F Y', strtotime($member['created_at']))) ?></p>

    <form method="post" action="<?= site_url('members/update') ?>">
        <?= csrf_field() ?>
        <label>Display name <input name="display_name" value="<?= esc($member['display_name']) ?>"></label>
        <button>Save</button>
    </form>
</section>
