; Included by electron-builder's NSIS installer (package.json build.nsis.include), issue 19.
; Saved as UTF-8 with a byte-order mark so NSIS reads the Chinese as Unicode.
;
; Uninstalling asks whether to keep the data folder (%APPDATA%\工程设计业务管理: the local cache,
; drafts, upload checkpoints, settings and the embedded server's database). Keeping it is the default
; answer, so a reinstall finds everything again. An update (electron-updater runs the new installer,
; which uninstalls the old version first) and a silent uninstall never ask and never remove it;
; `--delete-app-data` on the uninstaller's command line removes it without asking (electron-builder's own).

!macro customUnInstall
  ${ifNot} ${isUpdated}
  ${andIfNot} ${Silent}
    MessageBox MB_YESNO|MB_ICONQUESTION|MB_DEFBUTTON2 "是否同时删除本机数据（缓存、草稿、上传记录和设置）？$\r$\n选择“否”将保留数据，重新安装后可继续使用。$\r$\n$\r$\nAlso delete the data on this computer (cache, drafts, upload records and settings)?$\r$\nChoose No to keep it for a later installation." /SD IDNO IDNO keepData
      ; Electron keeps per-user data even for a per-machine install.
      SetShellVarContext current
      RMDir /r "$APPDATA\${APP_PRODUCT_FILENAME}"
      RMDir /r "$APPDATA\${APP_PACKAGE_NAME}"
    keepData:
  ${endIf}
!macroend
