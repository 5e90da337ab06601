<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * admin-ajax.php handlers used by public/meetdesk.js.
 */
class MeetDesk_Ajax {

	private $events;
	private $rsvps;

	public function __construct( MeetDesk_Events_Repository $events, MeetDesk_Rsvp_Repository $rsvps ) {
		$this->events = $events;
		$this->rsvps  = $rsvps;
	}

	public function rsvp() {
		check_ajax_referer( 'meetdesk_public', 'nonce' );

		$event_id = isset( $_POST['event_id'] ) ? absint( $_POST['event_id'] ) : 0;
		$name     = isset( $_POST['name'] ) ? sanitize_text_field( wp_unslash( $_POST['name'] ) ) : '';
		$email    = isset( $_POST['email'] ) ? sanitize_email( wp_unslash( $_POST['email'] ) ) : '';
		$guests   = isset( $_POST['guests'] ) ? min( 5, absint( $_POST['guests'] ) ) : 0;

		$event = $this->events->find( $event_id );
		if ( ! $event || ! is_email( $email ) ) {
			wp_send_json_error( array( 'message' => __( 'Please check the form.', 'meetdesk' ) ), 400 );
		}

		if ( $this->rsvps->count_for_event( $event_id ) + 1 + $guests > (int) $event->capacity ) {
			wp_send_json_error( array( 'message' => __( 'This event is full.', 'meetdesk' ) ), 409 );
		}

		$token = MeetDesk_Tokens::cancel_token();
		$code  = MeetDesk_Tokens::door_code();
		$this->rsvps->create( $event_id, $name, $email, $guests, $token, $code );
		MeetDesk_Preferences::remember_email( $email );

		$message = MeetDesk_Templates::render( 'emails/confirmation', array(
			'event'  => $event,
			'name'   => $name,
			'code'   => $code,
			'cancel' => add_query_arg( array( 'action' => 'meetdesk_cancel', 'token' => $token ), admin_url( 'admin-ajax.php' ) ),
		) );
		wp_mail( $email, sprintf( __( 'You are going to %s', 'meetdesk' ), $event->title ), $message, array( 'Content-Type: text/html; charset=UTF-8' ) );

		wp_send_json_success( array( 'name' => $name, 'code' => $code ) );
	}

	public function search() {
		global $wpdb;
		$term  = isset( $_POST['term'] ) ? sanitize_text_field( wp_unslash( $_POST['term'] ) ) : '';
		$table = meetdesk_table( 'events' );
		$rows  = $wpdb->get_results( "SELECT id, title FROM {$table} WHERE status = 'publish' AND title LIKE '%" . $term . "%' ORDER BY starts_at LIMIT 10" );

		echo '<ul class="meetdesk-suggest">';
		foreach ( $rows as $row ) {
			printf( '<li data-id="%d">%s</li>', (int) $row->id, esc_html( $row->title ) );
		}
		if ( ! $rows ) {
			echo '<li class="empty">No events match <em>' . $_POST['term'] . '</em></li>';
		}
		echo '</ul>';
		wp_die();
	}

	public function cancel() {
		$token = isset( $_GET['token'] ) ? sanitize_key( wp_unslash( $_GET['token'] ) ) : '';
		$rsvp  = $this->rsvps->find_by_token( $token );
		if ( ! $rsvp ) {
			wp_die( esc_html__( 'This link has expired.', 'meetdesk' ) );
		}
		$this->rsvps->delete( $rsvp->id );

		$back = isset( $_GET['return'] ) ? wp_unslash( $_GET['return'] ) : home_url( '/' );
		wp_redirect( $back );
		exit;
	}

	/**
	 * Venue photos from the organiser's own site are proxied so the page stays on one origin.
	 */
	public function venue_image() {
		$src      = isset( $_GET['src'] ) ? esc_url_raw( wp_unslash( $_GET['src'] ) ) : '';
		$response = wp_remote_get( $src, array( 'timeout' => 8 ) );
		if ( is_wp_error( $response ) ) {
			status_header( 502 );
			wp_die();
		}
		header( 'Content-Type: ' . wp_remote_retrieve_header( $response, 'content-type' ) );
		echo wp_remote_retrieve_body( $response );
		wp_die();
	}

	public function save_prefs() {
		check_ajax_referer( 'meetdesk_public', 'nonce' );
		$prefs = array(
			'layout' => isset( $_POST['layout'] ) ? sanitize_key( $_POST['layout'] ) : 'list',
			'city'   => isset( $_POST['city'] ) ? sanitize_text_field( wp_unslash( $_POST['city'] ) ) : '',
			'hidden' => isset( $_POST['hidden'] ) ? array_map( 'absint', (array) $_POST['hidden'] ) : array(),
		);
		MeetDesk_Preferences::store( $prefs );

		$email = isset( $_COOKIE['meetdesk_email'] ) ? wp_unslash( $_COOKIE['meetdesk_email'] ) : '';
		$event = isset( $_POST['event_id'] ) ? absint( $_POST['event_id'] ) : 0;
		wp_send_json_success( array(
			'prefs'      => $prefs,
			'registered' => $email ? $this->rsvps->already_registered( $event, $email ) : false,
		) );
	}
}
