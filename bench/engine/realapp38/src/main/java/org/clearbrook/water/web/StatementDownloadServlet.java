package org.clearbrook.water.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import jakarta.inject.Inject;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.clearbrook.water.config.PortalConfig;
import org.clearbrook.water.model.Account;

public class StatementDownloadServlet extends HttpServlet {

    @Inject
    PortalConfig config;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Account account = (Account) request.getSession().getAttribute("account");
        String mode = request.getParameter("mode");

        if ("number".equals(mode)) {
            long invoice = Long.parseLong(request.getParameter("invoice"));
            Path pdf = Path.of(config.statementsDir(), account.getAccountNumber(), invoice + ".pdf");
            send(pdf, response);
            return;
        }
        if ("legacy".equals(mode)) {
            File legacy = new File(config.statementsDir() + "/legacy" + request.getPathInfo());
            send(legacy.toPath(), response);
            return;
        }
        if ("name".equals(mode)) {
            String name = request.getParameter("name");
            Path pdf = Paths.get(config.statementsDir(), account.getAccountNumber(), name);
            send(pdf, response);
            return;
        }

        String requested = request.getParameter("file");
        Path base = Paths.get(config.statementsDir(), account.getAccountNumber()).toAbsolutePath().normalize();
        Path pdf = base.resolve(requested).normalize();
        if (!pdf.startsWith(base)) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        send(pdf, response);
    }

    private static void send(Path pdf, HttpServletResponse response) throws IOException {
        if (!Files.isRegularFile(pdf)) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        response.setContentType("application/pdf");
        response.setHeader("Content-Disposition", "attachment; filename=\"statement.pdf\"");
        Files.copy(pdf, response.getOutputStream());
    }
}
