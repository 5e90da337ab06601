package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.service.ThumbnailService;
import edu.northfield.stacks.util.AppConfig;
import edu.northfield.stacks.util.Checksums;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.NoSuchAlgorithmException;
import java.util.UUID;

/** Librarians upload digitised pages of rare items and cover scans. */
@WebServlet("/admin/upload")
@MultipartConfig(maxFileSize = 50 * 1024 * 1024)
public class UploadServlet extends HttpServlet {
    private final String uploadDir = AppConfig.get("stacks.uploads.dir");
    private final ThumbnailService thumbnails = new ThumbnailService(uploadDir);

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Part scan = req.getPart("scan");
        String fileName = scan.getSubmittedFileName();
        Path target = Paths.get(uploadDir, fileName);
        try (InputStream in = scan.getInputStream()) {
            Files.copy(in, target);
        }
        try {
            thumbnails.makePreview(fileName);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }

        Part cover = req.getPart("cover");
        if (cover != null) {
            Path coverPath = Paths.get(uploadDir, "covers", UUID.randomUUID() + ".jpg");
            cover.write(coverPath.toString());
        }

        Part notes = req.getPart("notes");
        if (notes != null) {
            String baseName = Paths.get(notes.getSubmittedFileName()).getFileName().toString();
            Path notesPath = Paths.get(uploadDir, "notes").resolve(baseName);
            try (InputStream in = notes.getInputStream()) {
                Files.copy(in, notesPath);
            }
        }

        try (InputStream in = Files.newInputStream(target)) {
            req.setAttribute("checksum", Checksums.sha256(in));
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        req.getRequestDispatcher("/WEB-INF/jsp/uploaded.jsp").forward(req, resp);
    }
}
