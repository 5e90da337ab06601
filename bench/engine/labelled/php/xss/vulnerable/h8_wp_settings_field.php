<?php
/*
 * Plugin Name: Banner Text
 */
add_action('admin_menu', function () {
    add_options_page('Banner', 'Banner', 'manage_options', 'banner-text', 'bt_render_page');
});

function bt_render_page() {
    $title = isset($_POST['banner_title']) ? wp_unslash($_POST['banner_title']) : get_option('bt_title', '');
    ?>
    <div class="wrap">
        <h1>Banner settings</h1>
        <form method="post">
            <input type="text" name="banner_title" value="<?php echo $title; ?>" />
            <?php submit_button(); ?>
        </form>
    </div>
    <?php
}
