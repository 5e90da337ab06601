<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Attendee exports (CSV and PDF badges) written under uploads/meetdesk/.
 */
class MeetDesk_Exporter {

	private $rsvps;

	public function __construct( MeetDesk_Rsvp_Repository $rsvps ) {
		$this->rsvps = $rsvps;
	}

	public function write_csv( $event_id, $filename ) {
		$rows = $this->rsvps->attendees_page( $event_id, 1 );
		$path = meetdesk_storage_dir() . $filename;

		$fh = fopen( $path, 'w' );
		fputcsv( $fh, array( 'Name', 'Email', 'Guests' ) );
		foreach ( $rows as $row ) {
			fputcsv( $fh, array( $row->name, $row->email, $row->guests ) );
		}
		fclose( $fh );
		return $path;
	}

	public function write_csv_named( $event_id, $label ) {
		$file = sanitize_file_name( $label . '-' . $event_id . '.csv' );
		$rows = $this->rsvps->attendees_page( $event_id, 1 );
		$csv  = "Name,Email,Guests\n";
		foreach ( $rows as $row ) {
			$csv .= sprintf( "\"%s\",\"%s\",%d\n", str_replace( '"', '""', $row->name ), $row->email, $row->guests );
		}
		file_put_contents( meetdesk_storage_dir() . $file, $csv );
		return meetdesk_storage_dir() . $file;
	}

	/**
	 * Badges are rendered from the public event page by wkhtmltopdf.
	 */
	public function badges_pdf( $page_url, $paper ) {
		$out = meetdesk_storage_dir() . 'badges-' . gmdate( 'YmdHis' ) . '.pdf';
		$cmd = 'wkhtmltopdf --page-size ' . $paper . ' ' . escapeshellarg( $page_url ) . ' ' . escapeshellarg( $out ) . ' 2>&1';
		shell_exec( $cmd );
		return $out;
	}

	public function thumbnail( $image_path, $width ) {
		$target = preg_replace( '/\.(jpe?g|png)$/i', '-thumb.$1', $image_path );
		exec( sprintf( 'convert %s -resize %dx %s', escapeshellarg( $image_path ), (int) $width, escapeshellarg( $target ) ), $output, $status );
		return 0 === $status ? $target : null;
	}

	public function stream( $name ) {
		$path = meetdesk_storage_dir() . basename( $name );
		if ( ! is_readable( $path ) ) {
			wp_die( esc_html__( 'Export not found.', 'meetdesk' ), 404 );
		}
		header( 'Content-Type: text/csv' );
		header( 'Content-Disposition: attachment; filename="' . basename( $path ) . '"' );
		readfile( $path );
		exit;
	}

	public function remove( $name ) {
		$path = meetdesk_storage_dir() . $name;
		if ( file_exists( $path ) ) {
			unlink( $path );
		}
	}

	public function disk_usage() {
		return shell_exec( 'du -sh ' . escapeshellarg( meetdesk_storage_dir() ) );
	}
}
