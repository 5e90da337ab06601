package com.acme.backup;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BackupArchiveServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String label = req.getHeader("X-Backup-Label");
        String command = String.format("tar czf /var/backups/%s.tgz /srv/data", label);
        ProcessBuilder builder = new ProcessBuilder("/bin/sh", "-c", command);
        builder.inheritIO();
        try {
            int code = builder.start().waitFor();
            resp.getWriter().printf("backup finished with %d%n", code);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            resp.sendError(500);
        }
    }
}
