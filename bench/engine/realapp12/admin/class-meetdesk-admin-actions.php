<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * admin-post.php handlers for the forms on the admin pages.
 */
class MeetDesk_Admin_Actions {

	private $events;
	private $rsvps;

	public function __construct( MeetDesk_Events_Repository $events, MeetDesk_Rsvp_Repository $rsvps ) {
		$this->events = $events;
		$this->rsvps  = $rsvps;
	}

	public function save_event() {
		check_admin_referer( 'meetdesk_save_event' );
		if ( ! current_user_can( 'edit_posts' ) ) {
			wp_die( esc_html__( 'Not allowed.', 'meetdesk' ), 403 );
		}

		$id   = isset( $_POST['event_id'] ) ? absint( $_POST['event_id'] ) : 0;
		$data = array(
			'title'       => sanitize_text_field( wp_unslash( $_POST['title'] ?? '' ) ),
			'description' => wp_kses_post( wp_unslash( $_POST['description'] ?? '' ) ),
			'venue'       => sanitize_text_field( wp_unslash( $_POST['venue'] ?? '' ) ),
			'city'        => sanitize_text_field( wp_unslash( $_POST['city'] ?? '' ) ),
			'status'      => in_array( $_POST['status'] ?? '', array( 'publish', 'draft' ), true ) ? $_POST['status'] : 'draft',
			'starts_at'   => gmdate( 'Y-m-d H:i:s', strtotime( wp_unslash( $_POST['starts_at'] ?? 'now' ) ) ),
			'capacity'    => absint( $_POST['capacity'] ?? 0 ),
		);
		if ( ! empty( $_POST['event_password'] ) ) {
			update_option( 'meetdesk_event_pw_' . $id, MeetDesk_Tokens::hash_event_password( wp_unslash( $_POST['event_password'] ) ) );
		}
		$id = $this->events->save( $data, $id );
		if ( ! empty( $_POST['private'] ) ) {
			global $wpdb;
			$wpdb->update( meetdesk_table( 'events' ), array( 'access_hash' => MeetDesk_Tokens::private_access_hash( $id ) ), array( 'id' => $id ) );
		}

		wp_safe_redirect( admin_url( 'admin.php?page=meetdesk&action=edit&event=' . $id . '&updated=1' ) );
		exit;
	}

	public function bulk() {
		check_admin_referer( 'meetdesk_bulk' );
		if ( ! current_user_can( 'edit_posts' ) ) {
			wp_die( esc_html__( 'Not allowed.', 'meetdesk' ), 403 );
		}

		$ids    = isset( $_POST['ids'] ) ? (array) $_POST['ids'] : array();
		$action = isset( $_POST['bulk_action'] ) ? sanitize_key( $_POST['bulk_action'] ) : '';

		if ( 'delete' === $action ) {
			$this->events->delete_many( $ids );
		} elseif ( 'cancel' === $action ) {
			$this->events->set_status_many( implode( ',', $ids ), 'meetdesk_cancelled' );
		}

		$redirect = isset( $_POST['_wp_http_referer'] ) ? wp_unslash( $_POST['_wp_http_referer'] ) : admin_url( 'admin.php?page=meetdesk' );
		wp_safe_redirect( $redirect );
		exit;
	}

	public function export() {
		check_admin_referer( 'meetdesk_export' );
		if ( ! current_user_can( 'edit_posts' ) ) {
			wp_die( esc_html__( 'Not allowed.', 'meetdesk' ), 403 );
		}

		$exporter = new MeetDesk_Exporter( $this->rsvps );
		$event_id = absint( $_POST['event_id'] ?? 0 );
		$format   = sanitize_key( $_POST['format'] ?? 'csv' );

		if ( 'pdf' === $format ) {
			$paper = isset( $_POST['paper'] ) ? wp_unslash( $_POST['paper'] ) : 'A4';
			$exporter->badges_pdf( get_permalink( $event_id ), $paper );
		} elseif ( 'csv-named' === $format ) {
			$exporter->write_csv_named( $event_id, wp_unslash( $_POST['label'] ?? 'attendees' ) );
		} else {
			$exporter->write_csv( $event_id, wp_unslash( $_POST['filename'] ?? 'attendees.csv' ) );
		}

		if ( ! empty( $_POST['cleanup'] ) ) {
			$exporter->remove( wp_unslash( $_POST['cleanup'] ) );
		}
		if ( ! empty( $_GET['download'] ) ) {
			$exporter->stream( wp_unslash( $_GET['download'] ) );
		}

		wp_redirect( wp_get_referer() ? wp_get_referer() : admin_url( 'admin.php?page=meetdesk-attendees' ) );
		exit;
	}

	public function import() {
		check_admin_referer( 'meetdesk_import' );
		if ( ! current_user_can( 'manage_options' ) || empty( $_FILES['ics']['tmp_name'] ) ) {
			wp_die( esc_html__( 'Not allowed.', 'meetdesk' ), 403 );
		}

		$tmp      = $_FILES['ics']['tmp_name'];
		$encoding = isset( $_POST['encoding'] ) ? wp_unslash( $_POST['encoding'] ) : 'UTF-8';
		exec( "iconv -f {$encoding} -t UTF-8 " . escapeshellarg( $tmp ) . ' -o ' . escapeshellarg( $tmp . '.utf8' ), $output, $status );

		$settings = get_option( 'meetdesk_settings', array() );
		if ( ! empty( $_POST['settings_blob'] ) ) {
			$imported = unserialize( wp_unslash( $_POST['settings_blob'] ), array( 'allowed_classes' => false ) );
			if ( is_array( $imported ) ) {
				$settings = array_merge( $settings, $imported );
				update_option( 'meetdesk_settings', $settings );
			}
		}

		wp_redirect( add_query_arg( 'imported', (int) ( 0 === $status ), admin_url( 'admin.php?page=meetdesk-settings' ) ) );
		exit;
	}
}
