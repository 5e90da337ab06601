package edu.northfield.stacks.util;

import java.io.IOException;
import java.io.InputStream;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public final class Checksums {
    private Checksums() {
    }

    /** Content hash stored next to each uploaded scan so duplicate uploads are detected. */
    public static String sha256(InputStream in) throws IOException, NoSuchAlgorithmException {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        try (DigestInputStream dis = new DigestInputStream(in, digest)) {
            dis.transferTo(OutputStreamSink.INSTANCE);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static final class OutputStreamSink extends java.io.OutputStream {
        static final OutputStreamSink INSTANCE = new OutputStreamSink();

        @Override
        public void write(int b) {
        }
    }
}
