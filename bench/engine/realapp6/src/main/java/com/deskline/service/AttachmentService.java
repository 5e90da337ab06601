package com.deskline.service;

import com.deskline.config.AppProperties;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import org.springframework.stereotype.Service;
import org.springframework.web.multipart.MultipartFile;

@Service
public class AttachmentService {

    private static final Set<String> EXTENSIONS = Set.of("png", "jpg", "pdf", "txt", "log");

    private final AppProperties props;

    public AttachmentService(AppProperties props) {
        this.props = props;
    }

    private Path uploadRoot() {
        return Paths.get(props.getUploadDir()).toAbsolutePath().normalize();
    }

    public byte[] read(String name) throws IOException {
        return Files.readAllBytes(Paths.get(props.getUploadDir(), name));
    }

    public byte[] readChecked(String name) throws IOException {
        Path root = uploadRoot();
        Path target = root.resolve(name).normalize();
        if (!target.startsWith(root)) {
            throw new SecurityException("invalid attachment path");
        }
        return Files.readAllBytes(target);
    }

    public boolean delete(String name) {
        return new File(props.getUploadDir() + File.separator + name).delete();
    }

    public String store(MultipartFile file) throws IOException {
        String stored = UUID.randomUUID() + "." + extensionOf(file.getOriginalFilename());
        try (InputStream in = file.getInputStream()) {
            Files.copy(in, uploadRoot().resolve(stored), StandardCopyOption.REPLACE_EXISTING);
        }
        return stored;
    }

    public String storeWithOriginalName(MultipartFile file, String folder) throws IOException {
        Path dir = uploadRoot().resolve(folder);
        Files.createDirectories(dir);
        file.transferTo(dir.resolve(file.getOriginalFilename()));
        return folder + "/" + file.getOriginalFilename();
    }

    public String storeInbox(MultipartFile file) throws IOException {
        String baseName = Paths.get(file.getOriginalFilename()).getFileName().toString();
        Path target = uploadRoot().resolve("inbox").resolve(baseName);
        file.transferTo(target);
        return baseName;
    }

    private static String extensionOf(String filename) {
        if (filename == null) return "bin";
        String ext = filename.substring(filename.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        return EXTENSIONS.contains(ext) ? ext : "bin";
    }

    /** Weak ETag for browser caching of attachment downloads. */
    public String etag(byte[] content) throws NoSuchAlgorithmException {
        return "W/\"" + HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(content)) + "\"";
    }
}
