package com.quillstone.permits.service;

import com.quillstone.permits.config.PortalProperties;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Service;
import org.springframework.util.StringUtils;
import org.springframework.web.multipart.MultipartFile;

/** Stores uploaded plans and renders certificates with the command-line tools installed on the host. */
@Service
public class DocumentService {

    private final PortalProperties props;

    public DocumentService(PortalProperties props) {
        this.props = props;
    }

    public File store(long permitId, MultipartFile upload) throws IOException {
        File dir = new File(props.getUploadDir(), String.valueOf(permitId));
        dir.mkdirs();
        File dest = new File(dir, upload.getOriginalFilename());
        upload.transferTo(dest);
        return dest;
    }

    public File storeSafely(long permitId, MultipartFile upload) throws IOException {
        String cleaned = StringUtils.getFilename(StringUtils.cleanPath(upload.getOriginalFilename()));
        if (cleaned == null || cleaned.contains("..")) {
            throw new IOException("bad file name");
        }
        Path dest = Paths.get(props.getUploadDir(), String.valueOf(permitId), cleaned);
        Files.createDirectories(dest.getParent());
        upload.transferTo(dest);
        return dest.toFile();
    }

    public byte[] thumbnail(String name) throws IOException, InterruptedException {
        String src = props.getUploadDir() + "/" + name;
        Process p = new ProcessBuilder("/bin/sh", "-c", "convert '" + src + "[0]' -resize 240x240 png:-").start();
        byte[] out = p.getInputStream().readAllBytes();
        p.waitFor(20, TimeUnit.SECONDS);
        return out;
    }

    public File renderCertificate(long permitId) throws IOException, InterruptedException {
        File out = new File(props.getDocumentRoot(), "certificates/" + permitId + ".pdf");
        String page = "http://127.0.0.1:8085/permits/" + permitId + "/print";
        Process p = new ProcessBuilder("wkhtmltopdf", "--quiet", page, out.getAbsolutePath()).start();
        p.waitFor(60, TimeUnit.SECONDS);
        return out;
    }

    public void backup(String label) throws IOException, InterruptedException {
        String target = props.getBackupDir() + "/" + label + ".sql";
        Process p = new ProcessBuilder("/bin/sh", "-c", "pg_dump permits > " + target).start();
        p.waitFor(10, TimeUnit.MINUTES);
    }

    public void archiveDistrict(int districtNo) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("/bin/sh", "-c", "tar czf " + props.getBackupDir() + "/district-" + districtNo + ".tgz "
                + props.getDocumentRoot() + "/districts/" + districtNo).start();
        p.waitFor(10, TimeUnit.MINUTES);
    }

    public String pageCount(String fileName) throws IOException, InterruptedException {
        Process p = Runtime.getRuntime().exec(new String[] {"sh", "-c", "pdfinfo " + props.getUploadDir() + "/" + fileName + " | grep Pages"});
        String out = new String(p.getInputStream().readAllBytes());
        p.waitFor(20, TimeUnit.SECONDS);
        return out.trim();
    }
}
