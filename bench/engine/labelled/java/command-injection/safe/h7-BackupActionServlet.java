package com.acme.backup;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BackupActionServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String action = req.getHeader("X-Backup-Action");
        String[] cmd;
        switch (action == null ? "" : action) {
            case "full":
                cmd = new String[] {"tar", "czf", "/var/backups/full.tgz", "/srv/data"};
                break;
            case "config":
                cmd = new String[] {"tar", "czf", "/var/backups/config.tgz", "/etc/acme"};
                break;
            default:
                resp.sendError(400, "unknown action");
                return;
        }
        Process p = Runtime.getRuntime().exec(cmd);
        try {
            resp.getWriter().printf("backup finished with %d%n", p.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
