<?php
/**
 * Plugin Name:       MeetDesk Events
 * Description:       Community events, RSVPs and venue maps for small clubs.
 * Version:           2.3.1
 * Requires at least: 5.8
 * Requires PHP:      7.4
 * Author:            MeetDesk
 * Text Domain:       meetdesk
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'MEETDESK_VERSION', '2.3.1' );
define( 'MEETDESK_FILE', __FILE__ );
define( 'MEETDESK_DIR', plugin_dir_path( __FILE__ ) );
define( 'MEETDESK_URL', plugin_dir_url( __FILE__ ) );
define( 'MEETDESK_MAPS_KEY', 'AIzaSyC8v2Lq7WmX4rTz0bKp9sJd3nYh6fQeU1o' );

require_once MEETDESK_DIR . 'includes/functions.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-db.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-events-repository.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-rsvp-repository.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-tokens.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-remote.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-templates.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-preferences.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-shortcodes.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-ajax.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-rest.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-exporter.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-payments.php';
require_once MEETDESK_DIR . 'includes/class-meetdesk-plugin.php';

if ( is_admin() ) {
	require_once MEETDESK_DIR . 'admin/class-meetdesk-admin.php';
	require_once MEETDESK_DIR . 'admin/class-meetdesk-admin-actions.php';
}

register_activation_hook( __FILE__, array( 'MeetDesk_DB', 'install' ) );
register_deactivation_hook( __FILE__, 'meetdesk_clear_schedules' );

function meetdesk() {
	static $plugin = null;
	if ( null === $plugin ) {
		$plugin = new MeetDesk_Plugin();
	}
	return $plugin;
}

add_action( 'plugins_loaded', array( meetdesk(), 'boot' ) );

/**
 * Old permalink scheme: ?meetdesk_go=<url> used to bounce visitors to the external ticket shop.
 */
add_action( 'template_redirect', function () {
	if ( isset( $_GET['meetdesk_go'] ) ) {
		wp_redirect( esc_url_raw( wp_unslash( $_GET['meetdesk_go'] ) ) );
		exit;
	}
	if ( isset( $_GET['meetdesk_back'] ) ) {
		wp_safe_redirect( wp_unslash( $_GET['meetdesk_back'] ) );
		exit;
	}
} );
