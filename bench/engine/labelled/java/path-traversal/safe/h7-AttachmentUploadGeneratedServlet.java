package com.acme.files;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.UUID;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AttachmentUploadGeneratedServlet extends HttpServlet {

    private static final String STORE = "/srv/uploads/";

    @Override
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String originalName = request.getParameter("file");
        String storedName = UUID.randomUUID() + ".bin";
        long written = store(storedName, request.getInputStream());
        request.getSession().setAttribute("upload:" + storedName, originalName == null ? "" : originalName.length());
        response.getWriter().printf("stored %d bytes%n", written);
    }

    private long store(String fileName, InputStream body) throws IOException {
        long total = 0;
        try (OutputStream out = new FileOutputStream(STORE.concat(fileName))) {
            byte[] chunk = new byte[4096];
            int read;
            while ((read = body.read(chunk)) != -1) {
                out.write(chunk, 0, read);
                total += read;
            }
        }
        return total;
    }
}
