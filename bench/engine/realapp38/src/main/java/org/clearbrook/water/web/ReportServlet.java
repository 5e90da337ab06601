package org.clearbrook.water.web;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

import jakarta.inject.Inject;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.clearbrook.water.config.PortalConfig;
import org.clearbrook.water.util.ShellRunner;

@WebServlet("/staff/reports/run")
public class ReportServlet extends HttpServlet {

    private static final Pattern PERIOD = Pattern.compile("\\d{4}-\\d{2}");

    @Inject
    PortalConfig config;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String period = request.getParameter("period");
        String zone = request.getParameter("zone");
        String exportName = request.getParameter("exportName");
        int status;
        try {
            if (zone != null) {
                Process p = Runtime.getRuntime().exec(config.reportScript() + " --zone " + zone);
                status = p.waitFor();
            } else if (exportName != null) {
                status = ShellRunner.run("cd " + config.exportsDir() + " && zip -q -r " + exportName + ".zip latest/");
            } else if (period != null && PERIOD.matcher(period).matches()) {
                status = ShellRunner.run(config.reportScript() + " --period " + period);
            } else {
                status = ShellRunner.runArgs(List.of(config.reportScript(), "--period", String.valueOf(period)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
        response.setContentType("text/plain");
        response.getWriter().print(status == 0 ? "Report queued" : "Report failed (" + status + ")");
    }
}
