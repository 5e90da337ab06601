package com.ridge.ops;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdServiceActionSwitch extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String action = req.getParameter("action");
        String[] command;
        switch (action == null ? "" : action) {
            case "restart":
                command = new String[] {"sudo", "systemctl", "restart", "ridge-worker"};
                break;
            case "status":
                command = new String[] {"systemctl", "is-active", "ridge-worker"};
                break;
            default:
                resp.sendError(400, "unknown action");
                return;
        }
        Process p = Runtime.getRuntime().exec(command);
        try {
            resp.getWriter().print("exit=" + p.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
