<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class MeetDesk_Admin {

	private $events;
	private $rsvps;

	public function __construct( MeetDesk_Events_Repository $events, MeetDesk_Rsvp_Repository $rsvps ) {
		$this->events = $events;
		$this->rsvps  = $rsvps;
	}

	public function register_menu() {
		add_menu_page( __( 'Events', 'meetdesk' ), __( 'Events', 'meetdesk' ), 'edit_posts', 'meetdesk', array( $this, 'events_page' ), 'dashicons-calendar-alt', 26 );
		add_submenu_page( 'meetdesk', __( 'Attendees', 'meetdesk' ), __( 'Attendees', 'meetdesk' ), 'edit_posts', 'meetdesk-attendees', array( $this, 'attendees_page' ) );
		add_submenu_page( 'meetdesk', __( 'Settings', 'meetdesk' ), __( 'Settings', 'meetdesk' ), 'manage_options', 'meetdesk-settings', array( $this, 'settings_page' ) );
	}

	public function notices() {
		if ( empty( $_GET['page'] ) || 0 !== strpos( $_GET['page'], 'meetdesk' ) ) {
			return;
		}
		if ( isset( $_GET['updated'] ) ) {
			echo '<div class="notice notice-success is-dismissible"><p>' . esc_html__( 'Event saved.', 'meetdesk' ) . ' ' . esc_html( wp_unslash( $_GET['updated'] ) ) . '</p></div>';
		}
		if ( isset( $_GET['meetdesk_error'] ) ) {
			echo '<div class="notice notice-error"><p>' . wp_unslash( $_GET['meetdesk_error'] ) . '</p></div>';
		}
	}

	public function events_page() {
		$action = isset( $_GET['action'] ) ? sanitize_key( $_GET['action'] ) : 'list';
		if ( 'edit' === $action ) {
			$event = isset( $_GET['event'] ) ? $this->events->find( absint( $_GET['event'] ) ) : null;
			include MEETDESK_DIR . 'admin/views/event-edit.php';
			return;
		}
		$events = $this->events->paginate( array(
			'status'   => 'publish',
			'orderby'  => isset( $_GET['orderby'] ) ? sanitize_key( $_GET['orderby'] ) : 'date',
			'order'    => isset( $_GET['order'] ) ? sanitize_key( $_GET['order'] ) : 'asc',
			'per_page' => 20,
			'paged'    => isset( $_GET['paged'] ) ? absint( $_GET['paged'] ) : 1,
		) );
		include MEETDESK_DIR . 'admin/views/events-list.php';
	}

	public function attendees_page() {
		$event_id  = isset( $_GET['event'] ) ? wp_unslash( $_GET['event'] ) : 0;
		$event     = $this->events->find( absint( $event_id ) );
		$attendees = $this->rsvps->attendees( $event_id );
		$tab       = isset( $_GET['tab'] ) ? wp_unslash( $_GET['tab'] ) : 'list';
		include MEETDESK_DIR . 'admin/views/attendees.php';
	}

	public function settings_page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings = get_option( 'meetdesk_settings', array() );
		$filters  = MeetDesk_Preferences::admin_filters( get_current_user_id() );
		include MEETDESK_DIR . 'admin/views/settings.php';
	}
}
