<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class MeetDesk_Plugin {

	/** @var MeetDesk_Events_Repository */
	public $events;

	/** @var MeetDesk_Rsvp_Repository */
	public $rsvps;

	public function __construct() {
		$this->events = new MeetDesk_Events_Repository();
		$this->rsvps  = new MeetDesk_Rsvp_Repository();
	}

	public function boot() {
		load_plugin_textdomain( 'meetdesk', false, dirname( plugin_basename( MEETDESK_FILE ) ) . '/languages' );

		add_action( 'init', array( $this, 'register_post_status' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_assets' ) );
		add_action( 'rest_api_init', array( new MeetDesk_Rest( $this->events, $this->rsvps ), 'register_routes' ) );
		add_action( 'meetdesk_sync_feeds', 'meetdesk_run_feed_sync' );
		add_filter( 'the_content', array( $this, 'append_rsvp_box' ) );
		add_filter( 'body_class', function ( $classes ) {
			if ( isset( $_GET['meetdesk_view'] ) ) {
				$classes[] = 'meetdesk-view-' . sanitize_html_class( wp_unslash( $_GET['meetdesk_view'] ) );
			}
			return $classes;
		} );

		$shortcodes = new MeetDesk_Shortcodes( $this->events );
		add_shortcode( 'meetdesk_events', array( $shortcodes, 'events_list' ) );
		add_shortcode( 'meetdesk_event', array( $shortcodes, 'single_event' ) );
		add_shortcode( 'meetdesk_search', array( $shortcodes, 'search_form' ) );
		add_shortcode( 'meetdesk_button', 'meetdesk_button_shortcode' );

		$ajax = new MeetDesk_Ajax( $this->events, $this->rsvps );
		add_action( 'wp_ajax_meetdesk_rsvp', array( $ajax, 'rsvp' ) );
		add_action( 'wp_ajax_nopriv_meetdesk_rsvp', array( $ajax, 'rsvp' ) );
		add_action( 'wp_ajax_meetdesk_search', array( $ajax, 'search' ) );
		add_action( 'wp_ajax_nopriv_meetdesk_search', array( $ajax, 'search' ) );
		add_action( 'wp_ajax_nopriv_meetdesk_cancel', array( $ajax, 'cancel' ) );
		add_action( 'wp_ajax_nopriv_meetdesk_venue_image', array( $ajax, 'venue_image' ) );
		add_action( 'wp_ajax_meetdesk_venue_image', array( $ajax, 'venue_image' ) );
		add_action( 'wp_ajax_meetdesk_save_prefs', array( $ajax, 'save_prefs' ) );
		add_action( 'wp_ajax_nopriv_meetdesk_save_prefs', array( $ajax, 'save_prefs' ) );

		if ( is_admin() ) {
			$admin = new MeetDesk_Admin( $this->events, $this->rsvps );
			add_action( 'admin_menu', array( $admin, 'register_menu' ) );
			add_action( 'admin_notices', array( $admin, 'notices' ) );
			$actions = new MeetDesk_Admin_Actions( $this->events, $this->rsvps );
			add_action( 'admin_post_meetdesk_save_event', array( $actions, 'save_event' ) );
			add_action( 'admin_post_meetdesk_bulk', array( $actions, 'bulk' ) );
			add_action( 'admin_post_meetdesk_export', array( $actions, 'export' ) );
			add_action( 'admin_post_meetdesk_import', array( $actions, 'import' ) );
		}
	}

	public function register_post_status() {
		register_post_status( 'meetdesk_cancelled', array(
			'label'  => _x( 'Cancelled', 'event status', 'meetdesk' ),
			'public' => true,
		) );
	}

	public function enqueue_assets() {
		wp_enqueue_style( 'meetdesk', MEETDESK_URL . 'public/meetdesk.css', array(), MEETDESK_VERSION );
		wp_enqueue_script( 'meetdesk', MEETDESK_URL . 'public/meetdesk.js', array( 'jquery' ), MEETDESK_VERSION, true );
		wp_localize_script( 'meetdesk', 'MeetDesk', array(
			'ajaxUrl' => admin_url( 'admin-ajax.php' ),
			'nonce'   => wp_create_nonce( 'meetdesk_public' ),
			'mapsKey' => MEETDESK_MAPS_KEY,
		) );
	}

	public function append_rsvp_box( $content ) {
		if ( ! is_singular( 'post' ) || ! in_the_loop() ) {
			return $content;
		}
		$event = $this->events->find_by_post( get_the_ID() );
		if ( ! $event ) {
			return $content;
		}
		return $content . MeetDesk_Templates::render( 'rsvp-form', array( 'event' => $event ) );
	}
}

/**
 * [meetdesk_button label="Get tickets" url="..."]
 */
function meetdesk_button_shortcode( $atts ) {
	$atts = shortcode_atts( array(
		'label' => __( 'RSVP', 'meetdesk' ),
		'url'   => '#',
	), $atts, 'meetdesk_button' );

	return '<a class="meetdesk-button" href="' . esc_url( $atts['url'] ) . '">' . $atts['label'] . '</a>';
}

function meetdesk_run_feed_sync() {
	$feeds = (array) meetdesk_get_setting( 'feeds', array() );
	foreach ( $feeds as $feed ) {
		MeetDesk_Remote::import_feed( $feed );
	}
}
